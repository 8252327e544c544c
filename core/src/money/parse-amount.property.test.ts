import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnitDigits } from './currency';
import { formatMoney, minorToAmountText, minorToCsvDecimal } from './money';
import { parseAmount } from './parse-amount';

// Every amount a store shows, in every locale and currency it may have, reads back to the same minor units: what a
// form fills in, what a receipt prints, and (for currencies with cents) what a keypad types with its dot.
const locales = ['en-US', 'en-GB', 'en-CA', 'en-AU', 'fr-FR', 'fr-CA', 'de-DE', 'es-ES', 'nl-NL'];
const currencies = ['USD', 'CAD', 'GBP', 'EUR', 'AUD', 'JPY', 'KWD'];
const formats = locales.flatMap((locale) => currencies.map((currency) => ({ locale, currency })));
const amount = fc.oneof(
  fc.integer({ min: 0, max: 100_000_000_000 }),
  fc.integer({ min: 0, max: 10_000 }),
  fc.constantFrom(0, 1, 9, 10, 99, 100, 999, 1000, 1001, 999_999, 1_000_000, 100_000_000_000),
);

describe.each(formats)('an amount in $locale $currency', (format) => {
  it('reads back from the form’s text', () => {
    fc.assert(
      fc.property(amount, (cents) => {
        expect(parseAmount(minorToAmountText(cents, format), format)).toBe(cents);
      }),
      { numRuns: 300 },
    );
  });

  it('reads back from the formatted amount, grouping and currency sign and all', () => {
    fc.assert(
      fc.property(amount, (cents) => {
        expect(parseAmount(formatMoney(cents, format), format)).toBe(cents);
      }),
      { numRuns: 300 },
    );
  });
});

describe.each(formats.filter((format) => minorUnitDigits(format.currency) === 2))('$locale $currency', (format) => {
  it('reads an amount back as a keypad types it, with a dot', () => {
    fc.assert(
      fc.property(amount, (cents) => {
        expect(parseAmount(minorToCsvDecimal(cents, format.currency), format)).toBe(cents);
      }),
      { numRuns: 300 },
    );
  });
});
