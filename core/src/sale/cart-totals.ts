import { roundCents } from '../money/money';

export interface CartLineInput {
  unitPriceCents: number;
  quantity: number;
  /** Tax rate in percent (20 = 20 %). */
  taxRate: number;
  /** Discount taken off this line, in cents. */
  discountCents?: number;
}

export interface CartLineTotals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

export interface CartTotals extends CartLineTotals {
  itemCount: number;
  lines: CartLineTotals[];
}

/**
 * Line totals: subtotal = price × quantity; tax = (subtotal − discount) × rate / 100, rounded once per line to
 * whole cents, half away from zero; total = subtotal − discount + tax.
 */
export function lineTotals(line: CartLineInput): CartLineTotals {
  const subtotalCents = line.unitPriceCents * line.quantity;
  const discountCents = Math.min(line.discountCents ?? 0, subtotalCents);
  const taxCents = roundCents(((subtotalCents - discountCents) * line.taxRate) / 100);
  return { subtotalCents, discountCents, taxCents, totalCents: subtotalCents - discountCents + taxCents };
}

/**
 * Cart totals are the sums of the line totals (subtotal = Σ price × qty, tax = Σ line tax, total = subtotal −
 * discounts + tax), so a receipt's lines always add up to its total and a refunded line returns its own tax.
 */
export function cartTotals(lines: readonly CartLineInput[]): CartTotals {
  const perLine = lines.map(lineTotals);
  const sum = (pick: (totals: CartLineTotals) => number) => perLine.reduce((acc, totals) => acc + pick(totals), 0);
  return {
    subtotalCents: sum((t) => t.subtotalCents),
    discountCents: sum((t) => t.discountCents),
    taxCents: sum((t) => t.taxCents),
    totalCents: sum((t) => t.totalCents),
    itemCount: lines.reduce((acc, line) => acc + line.quantity, 0),
    lines: perLine,
  };
}
