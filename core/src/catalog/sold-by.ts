import {
  writesDecimalComma,
  convertWeight,
  parseWeight,
  thousandthsToDecimal,
  weightLineLabel,
  weightPriceCents,
  weightText,
  weightUnits,
} from '../barcode/weight';
import { say } from '../i18n/core-message';
import { formatMoney } from '../money/money';
import type { MoneyFormat } from '../money/money-format';
import type { WeightUnit } from '../barcode/weight';
import { quantityMessages, stockLimitMessages } from './quantity-messages';

/**
 * How a product is sold: by the unit, or by weight with its price per kg, lb, oz or g. Every quantity of a product
 * sold by weight (a line, its stock, a count, an order from a supplier, a low-stock level) is whole thousandths of
 * its own unit: 0.450 lb is 450. So every sum stays in integers and what a person reads is what is stored.
 */
export const soldByOptions = ['unit', ...weightUnits] as const;
export type SoldBy = (typeof soldByOptions)[number];
export const soldByLabels: Record<SoldBy, string> = {
  unit: 'Each',
  kg: 'By weight, price per kg',
  lb: 'By weight, price per lb',
  oz: 'By weight, price per oz',
  g: 'By weight, price per g',
};

/** The most one line sold by weight may weigh: 100 kg, in each unit (in thousandths of it). */
export const maxLineWeight: Record<WeightUnit, number> = Object.fromEntries(
  weightUnits.map((unit) => [unit, convertWeight(100_000, 'kg', unit)]),
) as Record<WeightUnit, number>;
/** The most units of one product on a line. */
export const maxLineUnits = 9999;
/** The largest quantity any line may hold, whatever it is sold by (100 kg in grams, in thousandths). */
export const maxLineQuantityOfAnyUnit = Math.max(maxLineUnits, ...Object.values(maxLineWeight));

export const isSoldByWeight = (soldBy: SoldBy | null | undefined): soldBy is WeightUnit =>
  soldBy !== null && soldBy !== undefined && soldBy !== 'unit';

/** The most a line of this product may hold: 9,999 units or 100 kg (in thousandths of its unit). */
export const maxLineQuantity = (soldBy?: SoldBy | null) =>
  isSoldByWeight(soldBy) ? maxLineWeight[soldBy] : maxLineUnits;

/** The most stock a product may hold, and the most of it one order, transfer or count may name, in units or thousandths. */
export const maxStockQuantityOfAnyUnit = 1_000_000_000;

/** The most stock of a product, or of it on one order, transfer or count: a million units, or a million of its unit. */
export const maxStockQuantity = (soldBy?: SoldBy | null) =>
  isSoldByWeight(soldBy) ? maxStockQuantityOfAnyUnit : 1_000_000;

/** What to say when a quantity is past maxStockQuantity: 'At most 1,000,000', or 'At most 1,000,000 lb'. */
export const maxStockQuantityMessage = (soldBy?: SoldBy | null) =>
  isSoldByWeight(soldBy)
    ? say(stockLimitMessages.atMostWeight, { max: 1_000_000, unit: soldBy })
    : say(stockLimitMessages.atMostQuantity, { max: 1_000_000 });

/** A line before discounts: price × units, or the weight shown times the price per unit, rounded once. */
export function lineAmountCents(unitPriceCents: number, quantity: number, soldBy?: SoldBy | null): number {
  return isSoldByWeight(soldBy) ? weightPriceCents(quantity, unitPriceCents) : unitPriceCents * quantity;
}

/** How many items a line counts as: its units, or one for a weighed line (a bag of apples is one item). */
export const lineItemCount = (quantity: number, soldBy?: SoldBy | null) => (isSoldByWeight(soldBy) ? 1 : quantity);

/** A quantity as people read it: '3' for units, '0.755 kg' or '12 lb' for a weight (stock, reports, counts). */
export const quantityText = (quantity: number, soldBy?: SoldBy | null, locale?: string) =>
  isSoldByWeight(soldBy) ? weightText(quantity, soldBy, locale) : String(quantity);

/** A price as the shelf shows it: '$4.99' each, or '$4.99/kg'. */
export const unitPriceSuffix = (soldBy?: SoldBy | null) => (isSoldByWeight(soldBy) ? `/${soldBy}` : '');

/** A line's quantity and price as a receipt prints them: '2 × $4.99', or '0.755 kg @ $4.99/kg', in the store's money. */
export const lineQuantityLabel = (
  quantity: number,
  unitPriceCents: number,
  soldBy?: SoldBy | null,
  format?: MoneyFormat,
) =>
  isSoldByWeight(soldBy)
    ? weightLineLabel(quantity, unitPriceCents, soldBy, format)
    : `${quantity} × ${formatMoney(unitPriceCents, format)}`;

/**
 * A quantity a person typed in the product's own unit: whole units ('12'), or a weight with up to three decimals
 * ('12', '0.45' lb) as thousandths of the unit; a minus sign where `signed` (a stock change). Null when it is not
 * one, is 0 where zero is not allowed, or is past `max`.
 */
export function parseQuantity(
  text: string,
  soldBy: SoldBy,
  { allowZero = false, signed = false, max = Number.MAX_SAFE_INTEGER, locale = 'en-US' } = {},
): number | null {
  const trimmed = text.trim();
  const negative = signed && trimmed.startsWith('-');
  const magnitude = negative ? trimmed.slice(1) : trimmed;
  const value = isSoldByWeight(soldBy)
    ? parseWeight(magnitude, { allowZero: true, locale })
    : /^\d{1,9}$/.test(magnitude)
      ? Number(magnitude)
      : null;
  if (value === null || value > max || (value === 0 && !allowZero)) return null;
  return negative ? -value : value;
}

/**
 * A quantity as a form field shows it to be edited: '12', or '0.45' (lb) for a weight ('0,45' where `locale` writes a
 * decimal comma: what parseQuantity reads back).
 */
export const quantityInputText = (quantity: number, soldBy?: SoldBy | null, locale = 'en-US') => {
  if (!isSoldByWeight(soldBy)) return String(quantity);
  const decimal = thousandthsToDecimal(quantity);
  return writesDecimalComma(locale) ? decimal.replace('.', ',') : decimal;
};

/** What a typed quantity is the quantity of, for what to say when it does not read. */
export type QuantityNoun = 'quantity' | 'count' | 'stock' | 'arrived' | 'stockOnHand' | 'level';

/** What to say when a typed quantity does not read: in the product's own unit, with an example in its numbers. */
export const quantityHint = (soldBy: SoldBy | null | undefined, what: QuantityNoun = 'quantity') =>
  isSoldByWeight(soldBy)
    ? say(quantityMessages[`${what}Weight`], { unit: soldBy, whole: 12, decimal: 0.45 })
    : say(quantityMessages[`${what}Whole`]);
