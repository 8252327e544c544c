import { roundCents } from '../money/money';
import { allocateProportionally, discountOff } from './discount';
import type { Discount } from './discount';

export interface CartLineInput {
  unitPriceCents: number;
  quantity: number;
  /** Tax rate in percent (20 = 20 %). */
  taxRate: number;
  /** Discount on this line. */
  discount?: Discount | null;
}

export interface CartLineTotals {
  subtotalCents: number;
  /** Line discount plus this line's share of the whole-sale discount. */
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

export interface CartTotals extends CartLineTotals {
  itemCount: number;
  /** The part of discountCents that came from the whole-sale discount. */
  orderDiscountCents: number;
  lines: CartLineTotals[];
}

/**
 * Cart totals, the one rule for the till, the stored order and the receipt:
 * - line subtotal = price × quantity; the line discount comes off it;
 * - a whole-sale discount comes off what remains, shared across lines in proportion to their amounts;
 * - line tax = (subtotal − discounts) × rate / 100, rounded once per line to whole cents, half away from zero;
 * - cart subtotal, discount, tax and total are the sums of the lines, so a receipt always adds up and a refunded
 *   line returns its own tax. Without discounts: subtotal = Σ price × qty, tax = Σ price × qty × tax / 100.
 */
export function cartTotals(lines: readonly CartLineInput[], orderDiscount?: Discount | null): CartTotals {
  const subtotals = lines.map((line) => line.unitPriceCents * line.quantity);
  const lineDiscounts = lines.map((line, index) => discountOff(subtotals[index] ?? 0, line.discount));
  const afterLineDiscounts = subtotals.map((subtotal, index) => subtotal - (lineDiscounts[index] ?? 0));
  const orderDiscountCents = discountOff(
    afterLineDiscounts.reduce((sum, amount) => sum + amount, 0),
    orderDiscount,
  );
  const shares = allocateProportionally(orderDiscountCents, afterLineDiscounts);

  const perLine = lines.map((line, index): CartLineTotals => {
    const subtotalCents = subtotals[index] ?? 0;
    const discountCents = (lineDiscounts[index] ?? 0) + (shares[index] ?? 0);
    const taxCents = roundCents(((subtotalCents - discountCents) * line.taxRate) / 100);
    return { subtotalCents, discountCents, taxCents, totalCents: subtotalCents - discountCents + taxCents };
  });
  const sum = (pick: (totals: CartLineTotals) => number) => perLine.reduce((acc, totals) => acc + pick(totals), 0);
  return {
    subtotalCents: sum((t) => t.subtotalCents),
    discountCents: sum((t) => t.discountCents),
    taxCents: sum((t) => t.taxCents),
    totalCents: sum((t) => t.totalCents),
    itemCount: lines.reduce((acc, line) => acc + line.quantity, 0),
    orderDiscountCents,
    lines: perLine,
  };
}
