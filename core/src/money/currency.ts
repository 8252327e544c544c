import type { MoneyFormat } from './money-format';

// What Intl knows about a locale and a currency, asked once and kept: making an Intl.NumberFormat costs far more
// than formatting with one, and receipts, reports and tills format thousands of amounts.

const digitsByCurrency = new Map<string, number>();
const formatters = new Map<string, Map<string, Intl.NumberFormat>>();
const denominationFormatters = new Map<string, Map<string, Intl.NumberFormat>>();
const codeFormatters = new Map<string, Map<string, Intl.NumberFormat>>();
const separatorsByFormat = new Map<string, Map<string, NumberSeparators>>();
const symbolsByFormat = new Map<string, Map<string, readonly string[]>>();

/** Looks up a locale's and currency's entry in a two-level cache, making it the first time it is asked for. */
function cached<T>(cache: Map<string, Map<string, T>>, { locale, currency }: MoneyFormat, make: () => T): T {
  let byCurrency = cache.get(locale);
  if (!byCurrency) cache.set(locale, (byCurrency = new Map()));
  let value = byCurrency.get(currency);
  if (value === undefined) byCurrency.set(currency, (value = make()));
  return value;
}

/**
 * How many digits a currency's minor unit has, as ISO 4217 (through Intl) says: 2 for USD and EUR, 0 for JPY,
 * 3 for KWD. An amount in that currency is an integer of those minor units. Throws on a code that is not one.
 */
export function minorUnitDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    const options = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions();
    digits = options.maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** The one formatter of amounts in a currency as a locale writes them ("$1,234.50", "1.234,50 €"). */
export function moneyFormatter(format: MoneyFormat): Intl.NumberFormat {
  return cached(
    formatters,
    format,
    () => new Intl.NumberFormat(format.locale, { style: 'currency', currency: format.currency }),
  );
}

/** Amounts in a currency as a locale writes them, its ISO code standing for its sign ("12,50 EUR", "GBP 12.50"). */
export function moneyCodeFormatter(format: MoneyFormat): Intl.NumberFormat {
  return cached(
    codeFormatters,
    format,
    () =>
      new Intl.NumberFormat(format.locale, { style: 'currency', currency: format.currency, currencyDisplay: 'code' }),
  );
}

/** A note's or coin's value as a locale writes it: no decimals for a whole amount ("$100", "100 €", "£0.50"). */
export function denominationFormatter(format: MoneyFormat): Intl.NumberFormat {
  return cached(
    denominationFormatters,
    format,
    () =>
      new Intl.NumberFormat(format.locale, {
        style: 'currency',
        currency: format.currency,
        trailingZeroDisplay: 'stripIfInteger',
      }),
  );
}

/** The marks between a number's digits: its decimal separator, and what groups its thousands. */
export interface NumberSeparators {
  decimal: string;
  /** Any kind of space ("1 234" in fr-FR, a narrow no-break space) is given as a plain space. */
  group: string;
}

/**
 * The separators a locale writes amounts of a currency with (en-US "1,234.50", de-DE "1.234,50", fr-FR "1 234,50"),
 * read from what Intl writes rather than from a table of our own.
 */
export function numberSeparators(format: MoneyFormat): NumberSeparators {
  return cached(separatorsByFormat, format, () => {
    // Two decimals whatever the currency, so a currency without any (JPY) still shows the locale's decimal mark.
    const parts = new Intl.NumberFormat(format.locale, {
      style: 'currency',
      currency: format.currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).formatToParts(1_234_567.5);
    const part = (type: Intl.NumberFormatPartTypes) => parts.find((p) => p.type === type)?.value;
    return { decimal: part('decimal') ?? '.', group: spacesAsOne(part('group') ?? ',') };
  });
}

/** Every kind of space (no-break, narrow no-break, figure space, a run of them) as one plain space. */
export const spacesAsOne = (text: string) => text.replace(/\s+/g, ' ');

/** The sign the locale writes the currency with, as a label names it ("$", "€", "£", "CA$" in en-US). */
export const currencySign = (format: MoneyFormat): string =>
  moneyFormatter(format)
    .formatToParts(1)
    .find((part) => part.type === 'currency')?.value ?? format.currency;

/**
 * What may stand for the currency beside a typed amount: its ISO code and the signs the locale writes it with
 * ("€", "$", "CA$", "$ US"), longest first so "CA$" is taken whole before "$" would be.
 */
export function currencySigns(format: MoneyFormat): readonly string[] {
  return cached(symbolsByFormat, format, () => {
    const sign = (currencyDisplay: 'symbol' | 'narrowSymbol') =>
      new Intl.NumberFormat(format.locale, { style: 'currency', currency: format.currency, currencyDisplay })
        .formatToParts(1)
        .find((part) => part.type === 'currency')?.value ?? '';
    const signs = new Set([format.currency, sign('symbol'), sign('narrowSymbol')].map(spacesAsOne));
    signs.delete('');
    return [...signs].sort((a, b) => b.length - a.length);
  });
}
