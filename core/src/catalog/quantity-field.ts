import { maxStockQuantity, maxStockQuantityMessage, parseQuantity, quantityHint } from './sold-by';
import type { SoldBy } from './sold-by';

export type QuantityReading = { ok: true; quantity: number } | { ok: false; message: string };

/**
 * A quantity a person typed into a stock form (an order, a delivery, a transfer, a count, opening stock), in the
 * product's own unit: whole units, or a weight read into thousandths ('2.5' lb is 2500). Zero only where
 * `allowZero`, never past maxStockQuantity; otherwise what to tell them, in the product's unit.
 */
export function readQuantityField(
  text: string,
  soldBy: SoldBy,
  { what = 'quantity', allowZero = false, locale }: { what?: string; allowZero?: boolean; locale?: string } = {},
): QuantityReading {
  const quantity = parseQuantity(text, soldBy, { allowZero: true, locale });
  if (quantity === null) return { ok: false, message: quantityHint(soldBy, what) };
  if (quantity === 0 && !allowZero) return { ok: false, message: `Enter a ${what} above 0` };
  if (quantity > maxStockQuantity(soldBy)) return { ok: false, message: maxStockQuantityMessage(soldBy) };
  return { ok: true, quantity };
}
