import { say } from '../i18n/core-message';
import { quantityMessages } from './quantity-messages';
import { maxStockQuantity, maxStockQuantityMessage, parseQuantity, quantityHint } from './sold-by';
import type { QuantityNoun, SoldBy } from './sold-by';

export type QuantityReading = { ok: true; quantity: number } | { ok: false; message: string };

/**
 * A quantity a person typed into a stock form (an order, a delivery, a transfer, a count, opening stock), in the
 * product's own unit: whole units, or a weight read into thousandths ('2.5' lb is 2500). Zero only where
 * `allowZero`, never past maxStockQuantity; otherwise what to tell them, in the product's unit.
 */
export function readQuantityField(
  text: string,
  soldBy: SoldBy,
  {
    what = 'quantity',
    allowZero = false,
    locale,
  }: { what?: Exclude<QuantityNoun, 'stockOnHand' | 'level'>; allowZero?: boolean; locale?: string } = {},
): QuantityReading {
  const quantity = parseQuantity(text, soldBy, { allowZero: true, locale });
  if (quantity === null) return { ok: false, message: quantityHint(soldBy, what) };
  if (quantity === 0 && !allowZero) return { ok: false, message: say(quantityMessages[`${what}AboveZero`]) };
  if (quantity > maxStockQuantity(soldBy)) return { ok: false, message: maxStockQuantityMessage(soldBy) };
  return { ok: true, quantity };
}
