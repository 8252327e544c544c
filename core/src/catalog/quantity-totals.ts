import { weightUnits } from '../barcode/weight';
import type { WeightUnit } from '../barcode/weight';
import { isSoldByWeight, quantityText } from './sold-by';
import type { SoldBy } from './sold-by';

/** Quantities of several products together: the units, and beside them the weight in each unit. */
export interface QuantityTotals {
  units: number;
  /** In the order of weightUnits, thousandths of each; a unit no line was weighed in is left out. */
  weights: { soldBy: WeightUnit; quantity: number }[];
}

/**
 * Sums the quantities of several products (a transfer, a delivery, a count's variance): units with units, and a
 * weight only with the weights of its own unit. A pound of cheese is not an item, nor 453.6 g.
 */
export function quantityTotals(lines: readonly { quantity: number; soldBy?: SoldBy | null }[]): QuantityTotals {
  let units = 0;
  const weights = new Map<WeightUnit, number>();
  for (const line of lines) {
    if (isSoldByWeight(line.soldBy)) weights.set(line.soldBy, (weights.get(line.soldBy) ?? 0) + line.quantity);
    else units += line.quantity;
  }
  return {
    units,
    weights: weightUnits.flatMap((soldBy) => (weights.has(soldBy) ? [{ soldBy, quantity: weights.get(soldBy)! }] : [])),
  };
}

/**
 * Totals as people read them, never added together: '3 units', '2.5 lb', '3 units · 2.5 lb · 0.75 kg'; with
 * `signed`, a gain is '+2 units'. Units are named when there are some, or when there is nothing else to say.
 */
export function quantityTotalsText({ units, weights }: QuantityTotals, { signed = false } = {}): string {
  const sign = (n: number) => (signed && n > 0 ? '+' : '');
  const parts = weights
    .filter((weight) => weight.quantity !== 0)
    .map((weight) => `${sign(weight.quantity)}${quantityText(weight.quantity, weight.soldBy)}`);
  if (units !== 0 || parts.length === 0)
    parts.unshift(`${sign(units)}${units} ${Math.abs(units) === 1 ? 'unit' : 'units'}`);
  return parts.join(' · ');
}
