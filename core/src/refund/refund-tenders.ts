import { roundCash } from '../money/money';
import type { PaymentMethod } from '../payment/tender';

/** A tender of the original sale, with what it paid and what refunds have already returned to it. */
export interface PaidTender {
  method: PaymentMethod;
  reference: string | null;
  paidCents: number;
  refundedCents: number;
}

/** What the refund dialog and the receipt say of a card share that waits with its stored card. */
export const storedCardRefundNote = 'Card refund stored, sent when the card is authorised';

/**
 * A share going back to a card the till stored offline (not yet authorised) cannot reach the card before the
 * sale does: it is stored with it and sent when the card is authorised.
 */
export function refundShareStored(tender: { method: PaymentMethod; stored: boolean }): boolean {
  return tender.method === 'card' && tender.stored;
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

export interface RefundRounding {
  /** The store's cash rounding step in cents (0: none). */
  cashRoundingStep: number;
  /** This refund returns the last of the sale's items. */
  completesSale: boolean;
  /** The sale's cash rounding not yet given back by earlier refunds. */
  roundingLeftCents: number;
}

/**
 * Where a refund of `linesCents` (what its lines come to) goes back: the sale's tenders in proportion (see
 * allocateRefund). With cash rounding, a partial refund's cash share is rounded to the step, as only coins can be
 * handed back; the refund that completes the sale settles the rounding left, so a sale refunded in full, in one go
 * or in parts, returns exactly what was paid for it. Null when the tenders hold too little.
 */
export function refundToTenders<T extends PaidTender>(
  linesCents: number,
  tenders: readonly T[],
  rounding: RefundRounding,
): { shares: RefundShare<T>[]; cashRoundingCents: number } | null {
  const available = tenders.reduce((sum, tender) => sum + Math.max(0, tender.paidCents - tender.refundedCents), 0);
  // A sale whose cash was rounded down holds less than its lines came to; a part refund may return all it holds.
  const amountCents = rounding.completesSale
    ? linesCents + rounding.roundingLeftCents
    : Math.min(linesCents, available);
  const shares = allocateRefund(Math.max(0, amountCents), tenders);
  if (!shares) return null;
  const cash = shares.find((share) => share.tender.method === 'cash');
  if (rounding.completesSale || rounding.cashRoundingStep <= 0 || !cash) {
    return { shares, cashRoundingCents: Math.max(0, amountCents) - linesCents };
  }
  const capacity = cash.tender.paidCents - cash.tender.refundedCents;
  const rounded = Math.min(roundCash(cash.amountCents, rounding.cashRoundingStep), capacity);
  const cashRoundingCents = rounded - cash.amountCents;
  cash.amountCents = rounded;
  return { shares: shares.filter((share) => share.amountCents > 0), cashRoundingCents };
}
