import { currencySigns, minorUnitDigits, numberSeparators, spacesAsOne } from './currency';
import { usMoneyFormat } from './money-format';
import type { MoneyFormat } from './money-format';

/** Bounds a form puts on a typed amount beyond the currency's own. */
export interface AmountLimits {
  /** The most digits before the decimal mark ("9999999.99" has 7). */
  maxIntegerDigits?: number;
}

/**
 * Reads an amount a person typed, the way their locale writes it, as integer minor units of the currency:
 * "12.50" or "$1,234.50" in en-US, "12,50", "1.234,50" or "€ 12,50" in de-DE, "1 234,50 €" in fr-FR, "1200" yen.
 * A currency sign or code may stand before or after it; thousands may be grouped, but only in their right places.
 * Null when it is empty, negative, not a number, has more decimals than the currency has, is past the limits or is
 * too large to count exactly, so a form says so rather than guess.
 */
export function parseAmount(
  text: string,
  format: MoneyFormat = usMoneyFormat,
  limits: AmountLimits = {},
): number | null {
  const number = withoutCurrency(spacesAsOne(text).trim(), currencySigns(format));
  const digits = minorUnitDigits(format.currency);
  const { decimal, group } = numberSeparators(format);
  const mark = decimalMark(number, decimal, group);
  const [whole = '', fraction = '', ...rest] = number.split(mark);
  if (rest.length > 0 || !/^\d*$/.test(fraction) || fraction.length > digits) return null;
  const wholeDigits = ungrouped(whole, group);
  if (wholeDigits === null) return null;
  if (limits.maxIntegerDigits !== undefined && wholeDigits.length > limits.maxIntegerDigits) return null;
  const cents = Number(wholeDigits + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The number with the currency's sign or code taken off its start or its end (one of them, at most once). */
function withoutCurrency(text: string, signs: readonly string[]): string {
  const upper = text.toUpperCase();
  for (const sign of signs) {
    const wanted = sign.toUpperCase();
    if (upper.startsWith(wanted)) return text.slice(sign.length).trimStart();
    if (upper.endsWith(wanted)) return text.slice(0, -sign.length).trimEnd();
  }
  return text;
}

/**
 * The mark that separates the decimals in what was typed: the locale's, except that where the locale's is a comma
 * a lone dot with no comma is taken as the decimal mark too, because a numeric keypad types a dot wherever the
 * till is: "12.50" and "12.5" are 12,50 in de-DE, fr-FR, es-ES and nl-NL. Where the locale groups thousands with
 * dots (de-DE, es-ES, nl-NL) a lone dot followed by three digits ("1.234") is grouping, as the locale writes it,
 * whatever the currency; where it groups with spaces (fr-FR) a dot can only be a decimal mark.
 */
function decimalMark(number: string, decimal: string, group: string): string {
  if (decimal !== ',' || number.includes(',')) return decimal;
  const dots = number.split('.');
  if (dots.length !== 2) return decimal;
  const after = dots[1] ?? '';
  return group !== '.' || (after.length >= 1 && after.length <= 2) ? '.' : decimal;
}

/**
 * The digits before the decimal mark, with the locale's thousands grouping taken out; null unless they are all
 * digits, either ungrouped ("1234") or grouped in threes from the right ("1,234", "12.345.678", "1 234").
 */
function ungrouped(whole: string, group: string): string | null {
  if (/^\d+$/.test(whole)) return whole;
  const groups = whole.split(group);
  const [first = '', ...thousands] = groups;
  const grouped = /^\d{1,3}$/.test(first) && thousands.length > 0 && thousands.every((part) => /^\d{3}$/.test(part));
  return grouped ? groups.join('') : null;
}
