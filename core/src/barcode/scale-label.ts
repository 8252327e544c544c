import { barcodePriceToMinor } from '../money/money';
import { hasValidCheckDigit } from './check-digit';

/**
 * The EAN-13 prefixes GS1 keeps for numbers a store assigns itself (restricted circulation): 20–29 everywhere, and
 * 02 and 04, which are the EAN-13 form of a North American UPC-A starting 2 or 4. Any other prefix belongs to a
 * real product, so a layout may not claim it.
 */
export const scaleLabelPrefixes = ['02', '04', '20', '21', '22', '23', '24', '25', '26', '27', '28', '29'] as const;
export type ScaleLabelPrefix = (typeof scaleLabelPrefixes)[number];

/**
 * How the store's scales print their labels, an EAN-13 read as: a 2-digit prefix, `itemDigits` digits of item
 * code (the scale's PLU), then the value field, then the EAN-13 check digit. The value field takes the remaining
 * 10 − itemDigits digits; with `valueCheckDigit` its first digit is the price check digit some scales print, which
 * is skipped rather than checked (the EAN-13 check digit already guards the whole label).
 * The value is a weight in kg with `decimals` decimals (3: the digits are grams) or a price with `decimals`
 * decimals (2: the digits are cents, read in the minor units of the store's currency: 0 decimals are yen in a yen
 * store, 3 are fils in a dinar store). US labels (UPC-A "2 IIIII V PPPP C") are prefix 02, 5 item digits, a value
 * check digit, a 4-digit price with 2 decimals.
 */
export interface ScaleLabelLayout {
  prefixes: ScaleLabelPrefix[];
  itemDigits: number;
  value: 'weight' | 'price';
  decimals: number;
  valueCheckDigit?: boolean;
}

/** The common European layout: prefixes 20–29, a 5-digit item code and the weight in grams. */
export const defaultScaleLabelLayout: ScaleLabelLayout = {
  prefixes: ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29'],
  itemDigits: 5,
  value: 'weight',
  decimals: 3,
  valueCheckDigit: false,
};

export interface ScaleLabel {
  prefix: string;
  /** The item digits after the prefix, leading zeros kept: what the scale's PLU is matched on. */
  itemCode: string;
  grams?: number;
  /** The price printed, in minor units of the store's currency. */
  priceCents?: number;
}

/**
 * Reads an EAN-13 (as 13 digits) printed by an in-store scale, or null when it is not one under this layout:
 * not 13 digits, a prefix the layout does not list, or a bad check digit. A price is read in minor units of a
 * currency whose minor unit has `minorDigits` digits (2: cents; 0: yen; 3: fils).
 */
export function parseScaleLabel(ean13: string, layout: ScaleLabelLayout, minorDigits = 2): ScaleLabel | null {
  if (!/^\d{13}$/.test(ean13) || !hasValidCheckDigit(ean13)) return null;
  const prefix = ean13.slice(0, 2);
  if (!layout.prefixes.includes(prefix as (typeof scaleLabelPrefixes)[number])) return null;
  const itemEnd = 2 + layout.itemDigits;
  const itemCode = ean13.slice(2, itemEnd);
  const value = Number(ean13.slice(layout.valueCheckDigit ? itemEnd + 1 : itemEnd, 12));
  if (layout.value === 'weight') return { prefix, itemCode, grams: value * 10 ** (3 - layout.decimals) };
  return { prefix, itemCode, priceCents: barcodePriceToMinor(value, layout.decimals, minorDigits) };
}
