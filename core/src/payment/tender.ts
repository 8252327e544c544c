import { formatMoney } from '../money/money';
import { loyaltyPointsFor, loyaltyPointValueCents } from '../customer/loyalty';

export const paymentMethods = ['card', 'cash', 'voucher', 'loyalty'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: 'Card',
  cash: 'Cash',
  voucher: 'Voucher',
  loyalty: 'Loyalty points',
};

export interface Tender {
  method: PaymentMethod;
  /** What this tender pays towards the sale. */
  amountCents: number;
  /** Cash handed over; at least the amount, the rest is change. */
  tenderedCents?: number | null;
  /** Voucher code or card reference. */
  reference?: string | null;
}

export interface SettledTender extends Required<Omit<Tender, 'reference'>> {
  reference: string | null;
  changeCents: number;
}

export type TenderResult =
  | {
      ok: true;
      tenders: SettledTender[];
      changeCents: number;
      loyaltyPointsRedeemed: number;
      paidWithoutLoyaltyCents: number;
    }
  | { ok: false; error: string };

export interface TenderContext {
  /** Points of the attached customer, or null when the sale is for a walk-in customer. */
  customerPoints: number | null;
  enabledMethods?: readonly PaymentMethod[];
  /** Gift card codes must start with this, ignoring case (Settings → Payments → Configure). */
  voucherPrefix?: string;
}

/**
 * Checks the tenders against the amount due: they must add up to it exactly (split tender allowed), cash tendered
 * may not be below its amount (the rest is change), a voucher needs its code, and loyalty needs an attached
 * customer with enough points (1 point = $0.01).
 */
export function settleTenders(totalCents: number, tenders: readonly Tender[], context: TenderContext): TenderResult {
  if (tenders.length === 0) return { ok: false, error: 'Choose how the customer pays' };
  const settled: SettledTender[] = [];
  let loyaltyPointsRedeemed = 0;
  for (const tender of tenders) {
    if (context.enabledMethods && !context.enabledMethods.includes(tender.method)) {
      return { ok: false, error: `${paymentMethodLabels[tender.method]} payments are turned off in Settings` };
    }
    if (!Number.isInteger(tender.amountCents) || tender.amountCents <= 0) {
      return { ok: false, error: 'Each payment must be more than $0.00' };
    }
    let tenderedCents = tender.amountCents;
    if (tender.method === 'cash') {
      tenderedCents = tender.tenderedCents ?? tender.amountCents;
      if (tenderedCents < tender.amountCents) {
        return {
          ok: false,
          error: `Cash tendered ${formatMoney(tenderedCents)} is less than ${formatMoney(tender.amountCents)} due`,
        };
      }
    }
    if (tender.method === 'voucher' && !tender.reference?.trim()) {
      return { ok: false, error: 'Enter the voucher code' };
    }
    const prefix = context.voucherPrefix?.trim().toUpperCase();
    if (tender.method === 'voucher' && prefix && !tender.reference?.trim().toUpperCase().startsWith(prefix)) {
      return { ok: false, error: `Gift card codes start with ${prefix}` };
    }
    if (tender.method === 'loyalty') {
      if (context.customerPoints === null) return { ok: false, error: 'Attach a customer to pay with loyalty points' };
      const points = loyaltyPointsFor(tender.amountCents);
      if (loyaltyPointsRedeemed + points > context.customerPoints) {
        return {
          ok: false,
          error: `Not enough loyalty points: ${context.customerPoints} points cover ${formatMoney(context.customerPoints * loyaltyPointValueCents)}`,
        };
      }
      loyaltyPointsRedeemed += points;
    }
    settled.push({
      method: tender.method,
      amountCents: tender.amountCents,
      tenderedCents,
      changeCents: tenderedCents - tender.amountCents,
      reference: tender.reference?.trim() || null,
    });
  }
  const paid = settled.reduce((sum, tender) => sum + tender.amountCents, 0);
  if (paid !== totalCents) {
    return {
      ok: false,
      error:
        paid < totalCents
          ? `Payments cover ${formatMoney(paid)} of ${formatMoney(totalCents)}`
          : `Payments of ${formatMoney(paid)} are more than the ${formatMoney(totalCents)} due`,
    };
  }
  if (settled.filter((tender) => tender.method === 'cash').length > 1)
    return { ok: false, error: 'Take cash once per sale' };
  return {
    ok: true,
    tenders: settled,
    changeCents: settled.reduce((sum, tender) => sum + tender.changeCents, 0),
    loyaltyPointsRedeemed,
    paidWithoutLoyaltyCents: settled.filter((t) => t.method !== 'loyalty').reduce((sum, t) => sum + t.amountCents, 0),
  };
}

/** Quick cash amounts for the till: the exact amount, then the next round notes above it. */
export function quickCashAmounts(dueCents: number): number[] {
  const amounts = new Set<number>([dueCents]);
  for (const step of [500, 1000, 2000, 5000, 10000]) {
    const rounded = Math.ceil(dueCents / step) * step;
    if (rounded > dueCents) amounts.add(rounded);
    if (amounts.size >= 4) break;
  }
  return [...amounts].sort((a, b) => a - b);
}
