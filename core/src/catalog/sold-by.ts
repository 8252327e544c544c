import { formatWeight, weightLineLabel, weightPriceCents } from '../barcode/weight';
import { formatMoney } from '../money/money';
import type { WeightUnit } from '../barcode/weight';

/**
 * How a product is sold: by the unit, or by weight with its price per kg or per lb. A line of a product sold by
 * weight holds its weight in whole grams as its quantity, so every sum stays in integers.
 */
export const soldByOptions = ['unit', 'kg', 'lb'] as const;
export type SoldBy = (typeof soldByOptions)[number];
export const soldByLabels: Record<SoldBy, string> = {
  unit: 'Each',
  kg: 'By weight, price per kg',
  lb: 'By weight, price per lb',
};

/** The most one line sold by weight may weigh: 100 kg. */
export const maxLineGrams = 100_000;
/** The most units of one product on a line. */
export const maxLineUnits = 9999;

export const isSoldByWeight = (soldBy: SoldBy | null | undefined): soldBy is WeightUnit =>
  soldBy === 'kg' || soldBy === 'lb';

/** A line before discounts: price × units, or the weight's price at the price per kg or lb. */
export function lineAmountCents(unitPriceCents: number, quantity: number, soldBy?: SoldBy | null): number {
  return isSoldByWeight(soldBy) ? weightPriceCents(quantity, unitPriceCents, soldBy) : unitPriceCents * quantity;
}

/** How many items a line counts as: its units, or one for a weighed line (a bag of apples is one item). */
export const lineItemCount = (quantity: number, soldBy?: SoldBy | null) => (isSoldByWeight(soldBy) ? 1 : quantity);

/** A quantity as people read it: '3' for units, '0.755 kg' for a weight. */
export const quantityText = (quantity: number, soldBy?: SoldBy | null) =>
  isSoldByWeight(soldBy) ? formatWeight(quantity, soldBy) : String(quantity);

/** A price as the shelf shows it: '$4.99' each, or '$4.99/kg'. */
export const unitPriceSuffix = (soldBy?: SoldBy | null) => (isSoldByWeight(soldBy) ? `/${soldBy}` : '');

/** A line's quantity and price as a receipt prints them: '2 × $4.99', or '0.755 kg @ $4.99/kg'. */
export const lineQuantityLabel = (quantity: number, unitPriceCents: number, soldBy?: SoldBy | null) =>
  isSoldByWeight(soldBy)
    ? weightLineLabel(quantity, unitPriceCents, soldBy)
    : `${quantity} × ${formatMoney(unitPriceCents)}`;
