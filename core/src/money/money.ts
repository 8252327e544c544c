import { minorUnitDigits, moneyFormatter, numberSeparators } from './currency';
import { usMoneyFormat } from './money-format';
import type { MoneyFormat } from './money-format';

/**
 * Formats an amount in minor units as the locale writes its currency: US dollars the US way unless told otherwise
 * ($1,234.50; 1.234,50 € in de-DE; ¥1,235 for JPY, which has no minor unit; KWD 1.250 with three).
 */
export function formatMoney(cents: number, format: MoneyFormat = usMoneyFormat): string {
  // A negated nothing (-0, e.g. "short" of a balanced drawer) reads $0.00, never -$0.00.
  return moneyFormatter(format).format(cents === 0 ? 0 : cents / 10 ** minorUnitDigits(format.currency));
}

/**
 * An amount as a form shows it for editing: the locale's decimal mark, all the currency's minor digits and no
 * grouping or sign ("12.50" en-US, "12,50" de-DE, "1200" JPY, "1.250" KWD), which parseAmount reads back exactly.
 */
export function minorToAmountText(cents: number, format: MoneyFormat = usMoneyFormat): string {
  return minorToDecimal(cents, minorUnitDigits(format.currency), numberSeparators(format).decimal);
}

/**
 * An amount as a file (CSV) writes it, whatever the language of the person exporting it: a '.' decimal mark and
 * exactly the currency's minor digits, no currency sign or grouping ("12.34" USD, "1200" JPY, "1.250" KWD, "-12.34").
 */
export function minorToCsvDecimal(minor: number, currency: string): string {
  return minorToDecimal(minor, minorUnitDigits(currency), '.');
}

/** Minor units as a plain decimal with `digits` digits after `mark` (none when the currency has no minor unit). */
function minorToDecimal(minor: number, digits: number, mark: string): string {
  const rounded = roundCents(minor);
  const whole = String(Math.abs(rounded)).padStart(digits + 1, '0');
  const sign = rounded < 0 ? '-' : '';
  if (digits === 0) return sign + whole;
  return `${sign}${whole.slice(0, -digits)}${mark}${whole.slice(-digits)}`;
}

/**
 * Rounds a fractional cent amount to whole cents, half away from zero.
 * This is the one rounding rule for money in Tillwise; every total goes through it.
 */
export function roundCents(value: number): number {
  // The epsilon keeps values like 1.005 * 100 = 100.49999999999999 from rounding down.
  const rounded = Math.round(Math.abs(value) + 1e-9);
  return value < 0 ? -rounded : rounded;
}

/**
 * A price a barcode carries as digits with `decimals` decimals, in minor units of a currency whose minor unit has
 * `minorDigits` digits: exact when it has no more decimals than the currency (1250 with 2 decimals is 1250 cents in
 * dollars; 1250 with 0 decimals is 1250 yen, or 1 250 000 fils in dinars), rounded to the minor unit when it has more.
 */
export function barcodePriceToMinor(digits: number, decimals: number, minorDigits: number): number {
  return decimals <= minorDigits
    ? digits * 10 ** (minorDigits - decimals)
    : roundCents(digits / 10 ** (decimals - minorDigits));
}

/** Converts a dollar amount typed by a person (e.g. 12.5) to integer cents. */
export function dollarsToCents(dollars: number): number {
  return roundCents(dollars * 100);
}

/** Converts integer cents to a dollar number for inputs and charts (never for sums). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** The cash rounding steps a store may choose: none, or to the nearest 5 or 10 cents (where small coins are gone). */
export const cashRoundingSteps = [0, 5, 10] as const;
export type CashRoundingStep = (typeof cashRoundingSteps)[number];

/**
 * An amount paid in cash rounded to the store's smallest coin: to the nearest step, halves up (Canada, Australia,
 * New Zealand and Switzerland round $10.02 to $10.00 and $10.03 to $10.05). A step of 0 leaves it alone.
 */
export function roundCash(cents: number, step: number): number {
  if (step <= 0) return cents;
  return Math.sign(cents) * Math.floor((Math.abs(cents) + step / 2) / step) * step;
}

const cashRoundingByCurrency: Partial<Record<string, CashRoundingStep>> = { CAD: 5, AUD: 5, CHF: 5, NZD: 10 };

/**
 * The cash rounding step a store in this currency starts with: where the smallest coins are gone, to the nearest
 * 5 (Canada, Australia, Switzerland) or 10 (New Zealand) minor units; elsewhere none.
 */
export function defaultCashRoundingStep(currency: string): CashRoundingStep {
  return cashRoundingByCurrency[currency.toUpperCase()] ?? 0;
}
