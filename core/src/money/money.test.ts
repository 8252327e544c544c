import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  defaultCashRoundingStep,
  dollarsToCents,
  formatMoney,
  minorToAmountText,
  minorToCsvDecimal,
  roundCents,
} from './money';
import { parseAmount } from './parse-amount';

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [2599, '$25.99'],
    [123456789, '$1,234,567.89'],
    [-1050, '-$10.50'],
    [-0, '$0.00'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it.each([
    [123450, 'en-US', 'USD', '$1,234.50'],
    [123450, 'en-CA', 'CAD', '$1,234.50'],
    [123450, 'en-GB', 'GBP', '£1,234.50'],
    [123450, 'en-AU', 'AUD', '$1,234.50'],
    [123450, 'de-DE', 'EUR', '1.234,50\u00a0€'],
    [123450, 'fr-FR', 'EUR', '1\u202f234,50\u00a0€'],
    [123450, 'fr-CA', 'CAD', '1\u00a0234,50\u00a0$'],
    [123450, 'es-ES', 'EUR', '1234,50\u00a0€'],
    [123450, 'nl-NL', 'EUR', '€\u00a01.234,50'],
    [1235, 'en-US', 'JPY', '¥1,235'],
    [1235, 'de-DE', 'JPY', '1.235\u00a0¥'],
    [1250, 'en-US', 'KWD', 'KWD\u00a01.250'],
    [-1050, 'de-DE', 'EUR', '-10,50\u00a0€'],
    [-0, 'fr-FR', 'EUR', '0,00\u00a0€'],
  ])('formats %i minor units in %s %s as %j', (cents, locale, currency, text) => {
    expect(formatMoney(cents, { locale, currency })).toBe(text);
  });
});

describe('minorToAmountText', () => {
  it.each([
    [1250, 'en-US', 'USD', '12.50'],
    [123456789, 'en-US', 'USD', '1234567.89'],
    [1250, 'de-DE', 'EUR', '12,50'],
    [123450, 'fr-FR', 'EUR', '1234,50'],
    [5, 'nl-NL', 'EUR', '0,05'],
    [0, 'en-GB', 'GBP', '0.00'],
    [1200, 'en-US', 'JPY', '1200'],
    [1250, 'en-US', 'KWD', '1.250'],
    [7, 'de-DE', 'KWD', '0,007'],
    [-1050, 'en-US', 'USD', '-10.50'],
    [-0, 'en-US', 'USD', '0.00'],
  ])('writes %i minor units in %s %s as %j', (cents, locale, currency, text) => {
    expect(minorToAmountText(cents, { locale, currency })).toBe(text);
  });

  it('writes US dollars with two decimals when told nothing', () => {
    for (const cents of [0, 5, 99, 1250, -1050, 123456789])
      expect(minorToAmountText(cents)).toBe((cents / 100).toFixed(2));
  });
});

describe('roundCents', () => {
  it.each([
    [0.5, 1],
    [1.4999, 1],
    [2.5, 3],
    [-2.5, -3],
    [100.49999999999999, 101],
    [7, 7],
  ])('rounds %f half away from zero to %i', (value, cents) => {
    expect(roundCents(value)).toBe(cents);
  });
});

describe('dollars and cents', () => {
  it('converts typed dollars to whole cents without float drift', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
  it('converts cents back to dollars', () => {
    expect(centsToDollars(1999)).toBe(19.99);
  });
});

describe('minorToCsvDecimal', () => {
  it.each([
    [1234, 'USD', '12.34'],
    [1234, 'EUR', '12.34'],
    [1234, 'GBP', '12.34'],
    [1234, 'CAD', '12.34'],
    [1234, 'AUD', '12.34'],
    [5, 'USD', '0.05'],
    [1200, 'JPY', '1200'],
    [7, 'JPY', '7'],
    [1250, 'KWD', '1.250'],
    [7, 'KWD', '0.007'],
    [-1234, 'USD', '-12.34'],
    [-5, 'EUR', '-0.05'],
    [-1200, 'JPY', '-1200'],
    [-1250, 'KWD', '-1.250'],
    [0, 'USD', '0.00'],
    [-0, 'USD', '0.00'],
    [0, 'JPY', '0'],
    [0, 'KWD', '0.000'],
    [123456789012, 'USD', '1234567890.12'],
    [123456789012, 'JPY', '123456789012'],
    [123456789012, 'KWD', '123456789.012'],
    [Number.MAX_SAFE_INTEGER, 'GBP', '90071992547409.91'],
  ])('writes %i minor units of %s as %j', (minor, currency, text) => {
    expect(minorToCsvDecimal(minor, currency)).toBe(text);
  });

  it('writes no currency sign and no grouping, and a dot whatever the language', () => {
    expect(minorToCsvDecimal(123456789, 'EUR')).toMatch(/^\d+\.\d{2}$/);
  });

  it('writes US dollars exactly as the files always did: (cents / 100).toFixed(2)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        expect(minorToCsvDecimal(cents, 'USD')).toBe((cents / 100).toFixed(2));
      }),
      { numRuns: 1000 },
    );
  });

  it('is what parseAmount reads back in US English', () => {
    for (const [minor, currency] of [
      [1250, 'USD'],
      [1200, 'JPY'],
      [1250, 'KWD'],
    ] as const) {
      expect(parseAmount(minorToCsvDecimal(minor, currency), { locale: 'en-US', currency })).toBe(minor);
    }
  });
});

describe('defaultCashRoundingStep', () => {
  it.each([
    ['CAD', 5],
    ['AUD', 5],
    ['CHF', 5],
    ['NZD', 10],
    ['USD', 0],
    ['EUR', 0],
    ['GBP', 0],
    ['JPY', 0],
    ['KWD', 0],
    ['cad', 5],
  ])('starts a %s store at a step of %i', (currency, step) => {
    expect(defaultCashRoundingStep(currency)).toBe(step);
  });
});
