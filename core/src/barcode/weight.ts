import { formatMoney } from '../money/money';

/** The units a price by weight is quoted in. */
export type WeightUnit = 'kg' | 'lb';

// The international pound is exactly 453.59237 g; kept as a fraction of integers so the maths stays exact.
const gramsPerPoundTimes100k = 45_359_237;

/**
 * What an item sold by weight costs: grams × the price per kg or per lb, rounded half away from zero to whole
 * cents with roundCents, like every other amount. Negative grams (a return) give a negative price.
 */
export function weightPriceCents(grams: number, unitPriceCents: number, unit: WeightUnit): number {
  if (!Number.isSafeInteger(grams) || !Number.isSafeInteger(unitPriceCents)) {
    throw new RangeError('Weight and price must be whole grams and whole cents');
  }
  // In BigInt, so a pound price times grams never loses digits; every figure the till takes fits a number after.
  const numerator = BigInt(grams) * BigInt(unitPriceCents) * (unit === 'kg' ? 1n : 100_000n);
  const denominator = unit === 'kg' ? 1000n : BigInt(gramsPerPoundTimes100k);
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (2n * denominator);
  const cents = Number(numerator < 0n ? -rounded : rounded);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${grams} g at ${unitPriceCents} cents is too large`);
  return cents;
}

const threeDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** Thousandths of the unit, rounded half away from zero; never -0, which would print as "-0.000". */
function thousandths(grams: number, unit: WeightUnit): number {
  const exact = unit === 'kg' ? grams : (grams * 100_000_000) / gramsPerPoundTimes100k;
  const rounded = Math.round(Math.abs(exact));
  return exact < 0 && rounded > 0 ? -rounded : rounded;
}

/** A weight for a receipt or the till, to the gram in kg ('0.755 kg') or to the thousandth in lb ('1.664 lb'). */
export function formatWeight(grams: number, unit: WeightUnit): string {
  return `${threeDecimals.format(thousandths(grams, unit) / 1000)} ${unit}`;
}

/** The line text for an item sold by weight: '0.755 kg @ $4.99/kg'. */
export function weightLineLabel(grams: number, unitPriceCents: number, unit: WeightUnit): string {
  return `${formatWeight(grams, unit)} @ ${formatMoney(unitPriceCents)}/${unit}`;
}

/**
 * The weight a scale label's price stands for at the price per kg or lb, to the nearest gram: a price-embedded label
 * says what the scale charged, and the line is kept as its weight so that stock and reports count grams.
 */
export function gramsForPrice(priceCents: number, unitPriceCents: number, unit: WeightUnit): number {
  if (unitPriceCents <= 0) return 0;
  const grams =
    unit === 'kg'
      ? (priceCents * 1000) / unitPriceCents
      : (priceCents * gramsPerPoundTimes100k) / (unitPriceCents * 100_000);
  return Math.round(grams);
}

/**
 * Reads a weight a person typed in kg or lb ('0.755', '1,2' is refused) as whole grams: null unless it is a
 * positive number with at most 3 decimals.
 */
export function parseWeight(text: string, unit: WeightUnit): number | null {
  const cleaned = text.trim();
  if (!/^\d{1,3}(\.\d{0,3})?$/.test(cleaned) && !/^\.\d{1,3}$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const thousandths = Number(whole || '0') * 1000 + Number(fraction.padEnd(3, '0'));
  if (thousandths <= 0) return null;
  return unit === 'kg' ? thousandths : Math.round((thousandths * gramsPerPoundTimes100k) / 100_000_000);
}
