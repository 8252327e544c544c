import { lineAmountCents, lineItemCount } from '../catalog/sold-by';
import type { SoldBy } from '../catalog/sold-by';
import { sumTaxes, taxesOn } from '../tax/tax';
import type { TaxAmount, TaxRate } from '../tax/tax';
import { productTaxes } from '../tax/store-taxes';
import type { StoreTax } from '../tax/store-taxes';
import { allocateProportionally, discountOff } from './discount';
import type { Discount } from './discount';

export interface CartLineInput {
  /** The price of one unit, or of one kg or lb for a product sold by weight. */
  unitPriceCents: number;
  /** Units, or thousandths of the unit of a product sold by weight (0.450 lb is 450). */
  quantity: number;
  /** Sold by the unit (the default) or by weight. */
  soldBy?: SoldBy | null;
  /** Tax rate in percent (20 = 20 %): the line's one tax when `taxes` is left out. */
  taxRate: number;
  /** The line's taxes, when known already; otherwise its rate and the store's additional taxes decide them. */
  taxes?: readonly TaxRate[];
  /** The product's category, which decides which of the store's additional taxes it carries. */
  categoryId?: string | null;
  /** Discount on this line, typed at the till: it comes off after the line's promotions. */
  discount?: Discount | null;
  /** What the sale's promotions take off this line (see core/src/promotion). */
  promotionCents?: number;
  /** A promotion on this line excludes discounts typed at the till: neither the line's nor the sale's applies. */
  typedDiscountExcluded?: boolean;
}

export interface CartLineTotals {
  /** Price × quantity; with prices that include tax, less the tax included in the line (so it is net of tax). */
  subtotalCents: number;
  /** Promotions, line discount and this line's share of the whole-sale discount. */
  discountCents: number;
  /** The part of discountCents that the promotions took. */
  promotionCents: number;
  taxCents: number;
  /** Always subtotal − discount + tax. */
  totalCents: number;
  /** Each of the line's taxes; they add up to taxCents. */
  taxes: TaxAmount[];
}

export interface CartTotalsOptions {
  /** Shelf prices include tax (UK/EU/AU style): the tax is worked out of the price rather than added to it. */
  pricesIncludeTax?: boolean;
  /** The name of a line's main tax (the store's Tax Name) for lines without their own list. */
  taxName?: string;
  /** The store's taxes beside its main one (e.g. a city tax), each on its categories. */
  additionalTaxes?: readonly StoreTax[];
}

/**
 * The taxes a line carries: its own list, or its rate under the store's tax name followed by the store's additional
 * taxes for its category.
 */
export function lineTaxes(
  line: Pick<CartLineInput, 'taxRate' | 'taxes' | 'categoryId'>,
  options: Pick<CartTotalsOptions, 'taxName' | 'additionalTaxes'> = {},
): readonly TaxRate[] {
  if (line.taxes && line.taxes.length > 0) return line.taxes;
  return productTaxes({ name: options.taxName ?? 'Tax', rate: line.taxRate }, options.additionalTaxes, line.categoryId);
}

export interface CartTotals extends CartLineTotals {
  itemCount: number;
  /** The part of discountCents that came from the whole-sale discount. */
  orderDiscountCents: number;
  lines: CartLineTotals[];
  /** Each tax over the whole cart (one entry per name and rate), adding up to taxCents. */
  taxes: TaxAmount[];
}

/**
 * Cart totals, the one rule for the till, the stored order and the receipt:
 * - line subtotal = price × quantity (for goods sold by weight, the weight's price); the line's promotions come off
 *   it, then the discount typed on the line (unless a promotion on it excludes typed discounts);
 * - a whole-sale discount comes off what remains, shared across lines in proportion to their amounts (lines whose
 *   promotion excludes typed discounts take no share);
 * - line tax = (subtotal − discounts) × rate / 100 for each of the line's taxes, rounded once per line to whole
 *   cents, half away from zero (see taxesOn; with prices that include tax it is worked out of the line instead);
 * - cart subtotal, discount, tax and total are the sums of the lines, so a receipt always adds up and a refunded
 *   line returns its own tax. Without discounts: subtotal = Σ price × qty, tax = Σ price × qty × tax / 100.
 */
export function cartTotals(
  lines: readonly CartLineInput[],
  orderDiscount?: Discount | null,
  options: CartTotalsOptions = {},
): CartTotals {
  const subtotals = lines.map((line) => lineAmountCents(line.unitPriceCents, line.quantity, line.soldBy));
  const promotions = lines.map((line, index) => Math.min(Math.max(0, line.promotionCents ?? 0), subtotals[index] ?? 0));
  const lineDiscounts = lines.map((line, index) =>
    line.typedDiscountExcluded ? 0 : discountOff((subtotals[index] ?? 0) - (promotions[index] ?? 0), line.discount),
  );
  const afterLineDiscounts = subtotals.map(
    (subtotal, index) => subtotal - (promotions[index] ?? 0) - (lineDiscounts[index] ?? 0),
  );
  const discountable = afterLineDiscounts.map((amount, index) => (lines[index]?.typedDiscountExcluded ? 0 : amount));
  const orderDiscountCents = discountOff(
    discountable.reduce((sum, amount) => sum + amount, 0),
    orderDiscount,
  );
  const shares = allocateProportionally(orderDiscountCents, discountable);

  const perLine = lines.map((line, index): CartLineTotals => {
    const subtotalCents = subtotals[index] ?? 0;
    const promotionCents = promotions[index] ?? 0;
    const discountCents = promotionCents + (lineDiscounts[index] ?? 0) + (shares[index] ?? 0);
    const taxed = taxesOn(subtotalCents - discountCents, lineTaxes(line, options), options.pricesIncludeTax === true);
    return {
      // Included tax comes out of the subtotal, so subtotal − discount + tax is the shelf price paid.
      subtotalCents: options.pricesIncludeTax ? subtotalCents - taxed.taxCents : subtotalCents,
      discountCents,
      promotionCents,
      taxCents: taxed.taxCents,
      totalCents: taxed.grossCents,
      taxes: taxed.taxes,
    };
  });
  const sum = (pick: (totals: CartLineTotals) => number) => perLine.reduce((acc, totals) => acc + pick(totals), 0);
  return {
    subtotalCents: sum((t) => t.subtotalCents),
    discountCents: sum((t) => t.discountCents),
    promotionCents: sum((t) => t.promotionCents),
    taxCents: sum((t) => t.taxCents),
    totalCents: sum((t) => t.totalCents),
    itemCount: lines.reduce((acc, line) => acc + lineItemCount(line.quantity, line.soldBy), 0),
    orderDiscountCents,
    lines: perLine,
    taxes: sumTaxes(perLine.map((totals) => totals.taxes)),
  };
}
