import { formatMoney } from '../money/money';
import type { MoneyFormat } from '../money/money-format';

/** The units a price by weight is quoted in, and a weighed product's stock and sales are counted in. */
export const weightUnits = ['kg', 'lb', 'oz', 'g'] as const;
export type WeightUnit = (typeof weightUnits)[number];

/**
 * A weight is held as whole thousandths of its product's own unit: 0.450 lb is 450, 1.2 kg is 1200, 125 g is
 * 125000. So what a person reads ("0.450 lb") is exactly what is stored and priced, whatever the unit, and every sum
 * stays in integers. The scale's own precision (a thousandth of a kg or lb at best) always fits.
 */
export type Thousandths = number;

// Each unit in nanograms, exact integers (the international pound is 453.59237 g, the ounce a sixteenth of it), so
// a weight in one unit is turned into another with one rounding.
const nanograms: Record<WeightUnit, bigint> = {
  kg: 1_000_000_000_000n,
  lb: 453_592_370_000n,
  oz: 28_349_523_125n,
  g: 1_000_000_000n,
};

/** Integer division rounding half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}

/**
 * What an item sold by weight costs: the weight, as shown, times the price per unit, rounded once, half away from
 * zero, to whole cents (0.450 lb at $28.99/lb is $13.0455, so $13.05). Negative weights (a return) give a negative
 * price.
 */
export function weightPriceCents(thousandths: Thousandths, unitPriceCents: number): number {
  if (!Number.isSafeInteger(thousandths) || !Number.isSafeInteger(unitPriceCents)) {
    throw new RangeError('Weight and price must be whole thousandths and whole cents');
  }
  // In BigInt, so the product never loses digits; every figure the till takes fits a number after.
  const cents = Number(divideRounded(BigInt(thousandths) * BigInt(unitPriceCents), 1000n));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${thousandths} at ${unitPriceCents} cents is too large`);
  return cents;
}

/** The same weight in another unit, to the nearest thousandth of that unit (a kg scale label for goods sold by lb). */
export function convertWeight(thousandths: Thousandths, from: WeightUnit, to: WeightUnit): Thousandths {
  if (from === to) return thousandths;
  return Number(divideRounded(BigInt(thousandths) * nanograms[from], nanograms[to]));
}

const weightFormats = new Map<
  string,
  { three: Intl.NumberFormat; upToThree: Intl.NumberFormat; decimalComma: boolean }
>();
/** Weights written as the locale writes numbers ('0.755' in en-US, '0,755' in de-DE), made once per locale. */
function weightFormatsOf(locale: string) {
  let formats = weightFormats.get(locale);
  if (!formats) {
    const three = new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
    formats = {
      three,
      upToThree: new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }),
      decimalComma: three.formatToParts(1.5).find((part) => part.type === 'decimal')?.value === ',',
    };
    weightFormats.set(locale, formats);
  }
  return formats;
}

/** A weight as a scale and a receipt print it, always three decimals: '0.755 kg', '1.664 lb' ('0,755 kg' in de-DE). */
export function formatWeight(thousandths: Thousandths, unit: WeightUnit, locale = 'en-US'): string {
  // Never -0, which would print as "-0.000".
  return `${weightFormatsOf(locale).three.format((thousandths || 0) / 1000)} ${unit}`;
}

/** A weight as stock and reports show it, without trailing zeros: '12 lb', '0.45 kg', '125 g'. */
export function weightText(thousandths: Thousandths, unit: WeightUnit, locale = 'en-US'): string {
  return `${weightFormatsOf(locale).upToThree.format((thousandths || 0) / 1000)} ${unit}`;
}

/** The line text for an item sold by weight: '0.755 kg @ $4.99/kg', in the format's locale and money. */
export function weightLineLabel(
  thousandths: Thousandths,
  unitPriceCents: number,
  unit: WeightUnit,
  format?: MoneyFormat,
): string {
  return `${formatWeight(thousandths, unit, format?.locale)} @ ${formatMoney(unitPriceCents, format)}/${unit}`;
}

/**
 * The weight a price-embedded scale label stands for at the price per unit, to the nearest thousandth: the label
 * says what the scale charged, and the line keeps its weight so that stock and reports count it.
 */
export function thousandthsForPrice(priceCents: number, unitPriceCents: number): Thousandths {
  if (unitPriceCents <= 0) return 0;
  return Math.round((priceCents * 1000) / unitPriceCents);
}

/**
 * Reads a weight or quantity a person typed in the product's unit ('0.755', '12'; '1,2' is refused, except in a
 * locale that writes a decimal comma, where it is 1.2) as whole thousandths: null unless it is a number with at
 * most 3 decimals, positive unless `allowZero`.
 */
export function parseWeight(text: string, { allowZero = false, locale = 'en-US' } = {}): Thousandths | null {
  // Where the locale writes a decimal comma (0,755 kg), a comma is read as the decimal point; a point still is one.
  const cleaned = writesDecimalComma(locale) ? text.trim().replace(',', '.') : text.trim();
  if (!/^\d{1,9}(\.\d{0,3})?$/.test(cleaned) && !/^\.\d{1,3}$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const thousandths = Number(whole || '0') * 1000 + Number(fraction.padEnd(3, '0'));
  if (thousandths < 0 || (thousandths === 0 && !allowZero)) return null;
  return thousandths;
}

/** Whether the locale writes numbers with a decimal comma (de-DE, fr-FR: 0,755). */
export const writesDecimalComma = (locale: string) => weightFormatsOf(locale).decimalComma;

/** A quantity in thousandths as the plain decimal a file or a form field holds: 450 → '0.45', 12000 → '12'. */
export const thousandthsToDecimal = (thousandths: Thousandths): string =>
  String(Number(((thousandths || 0) / 1000).toFixed(3)));
