import type { PaymentMethod } from '../payment/tender';

/** A tender of the original sale, with what it paid and what refunds have already returned to it. */
export interface PaidTender {
  method: PaymentMethod;
  reference: string | null;
  paidCents: number;
  refundedCents: number;
}

export interface RefundShare<T extends PaidTender> {
  tender: T;
  amountCents: number;
}

/**
 * Splits a refund over the sale's tenders in proportion to what each still holds (paid less already refunded),
 * largest remainder first and ties to the earlier tender. No tender ever gets back more than it paid, and the
 * refunds of a sale, added up, return each tender exactly what it paid. Null when the tenders hold too little.
 */
export function allocateRefund<T extends PaidTender>(
  amountCents: number,
  tenders: readonly T[],
): RefundShare<T>[] | null {
  const capacity = tenders.map((tender) => Math.max(0, tender.paidCents - tender.refundedCents));
  const available = capacity.reduce((sum, cents) => sum + cents, 0);
  if (!Number.isInteger(amountCents) || amountCents < 0 || amountCents > available) return null;
  if (amountCents === 0) return [];
  const shares = capacity.map((cents, index) => {
    const exact = (amountCents * cents) / available;
    return { index, cents: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = amountCents - shares.reduce((sum, share) => sum + share.cents, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    share.cents += 1;
    left -= 1;
  }
  return shares
    .filter((share) => share.cents > 0)
    .map((share) => ({ tender: tenders[share.index] as T, amountCents: share.cents }));
}
