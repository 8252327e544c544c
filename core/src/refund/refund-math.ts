import { roundCents } from '../money/money';

export interface RefundableLine {
  quantity: number;
  /** Units of this line already refunded by earlier refunds. */
  refundedQuantity: number;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
}

export interface LineRefund {
  /** Price × quantity refunded (the spec's refund total), before discounts and tax. */
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  /** What goes back to the customer: subtotal − discount + tax for those units. */
  amountCents: number;
}

/** Units of a line that can still be refunded. */
export function refundableQuantity(line: Pick<RefundableLine, 'quantity' | 'refundedQuantity'>): number {
  return Math.max(0, line.quantity - line.refundedQuantity);
}

// The share of a line amount for units [from, to) of `quantity`; cumulative rounding means refunding a line unit by
// unit returns exactly what refunding it whole would.
const share = (amount: number, from: number, to: number, quantity: number) =>
  roundCents((amount * to) / quantity) - roundCents((amount * from) / quantity);

/**
 * The money a refund of `quantity` units of a line returns: its share of the line's total (what the units cost in
 * the sale), of its subtotal and of its tax, the discount being what makes them add up. The total is shared itself,
 * not summed from rounded parts, so units of one line give back amounts at most a cent apart ($40.78 over three is
 * $13.59, $13.60, $13.59). Refunds of the same line add up to the line's total, never more.
 */
export function lineRefund(line: RefundableLine, quantity: number): LineRefund {
  const from = line.refundedQuantity;
  const to = from + quantity;
  const totalCents = line.subtotalCents - line.discountCents + line.taxCents;
  const amountCents = share(totalCents, from, to, line.quantity);
  const subtotalCents = share(line.subtotalCents, from, to, line.quantity);
  const taxCents = share(line.taxCents, from, to, line.quantity);
  return { subtotalCents, discountCents: subtotalCents + taxCents - amountCents, taxCents, amountCents };
}

/**
 * Loyalty points a refund takes back: the points the order earned, in proportion to the money refunded out of
 * what earned them, rounded down, and never more than the order still holds.
 */
export function loyaltyPointsToReverse(
  order: { loyaltyEarned: number; loyaltyReversed: number; earningPaidCents: number },
  refundCents: number,
): number {
  if (order.loyaltyEarned <= 0 || order.earningPaidCents <= 0) return 0;
  const proportional = Math.floor(
    (order.loyaltyEarned * Math.min(refundCents, order.earningPaidCents)) / order.earningPaidCents,
  );
  return Math.min(proportional, order.loyaltyEarned - order.loyaltyReversed);
}
