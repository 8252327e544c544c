import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount';

const inFormat = (locale: string, currency: string) => ({ locale, currency });

describe('parseAmount in US dollars, when told nothing', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['0.07', 7],
    ['$1,234.50', 123450],
    ['$ 12', 1200],
    ['12.50 USD', 1250],
    ['usd 3', 300],
    [' 150 ', 15000],
    ['19.99', 1999],
    ['3.', 300],
    ['1,234,567.89', 123456789],
    ['0', 0],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it.each([
    '',
    ' ',
    '$',
    'abc',
    '-5',
    '-$5',
    '1.234',
    '1e3',
    '12..5',
    '.5',
    'NaN',
    'Infinity',
    '9'.repeat(30),
    '12,50',
    '1,23',
    '1234,567',
    '1,2345.00',
    '€12',
    '$12$',
    '12 50',
  ])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('refuses what would not count exactly, and reads the largest that would', () => {
    expect(parseAmount('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseAmount('90071992547409.92')).toBeNull();
  });

  it('keeps to a form’s limit on whole digits', () => {
    expect(parseAmount('9999999.99', undefined, { maxIntegerDigits: 7 })).toBe(999_999_999);
    expect(parseAmount('9,999,999', undefined, { maxIntegerDigits: 7 })).toBe(999_999_900);
    expect(parseAmount('10000000', undefined, { maxIntegerDigits: 7 })).toBeNull();
  });
});

describe('parseAmount in the locale’s own way', () => {
  it.each([
    ['12,50', 'de-DE', 'EUR', 1250],
    ['1.234,50', 'de-DE', 'EUR', 123450],
    ['1234,50', 'de-DE', 'EUR', 123450],
    ['€ 12,50', 'de-DE', 'EUR', 1250],
    ['12,50 €', 'de-DE', 'EUR', 1250],
    ['12,50€', 'de-DE', 'EUR', 1250],
    ['12,50 EUR', 'de-DE', 'EUR', 1250],
    ['12,', 'de-DE', 'EUR', 1200],
    ['1.234.567,89', 'de-DE', 'EUR', 123456789],
    ['1 234,50', 'fr-FR', 'EUR', 123450],
    ['1\u00a0234,50', 'fr-FR', 'EUR', 123450],
    ['1\u202f234,50\u00a0€', 'fr-FR', 'EUR', 123450],
    ['1\u202f234\u202f567,89', 'fr-FR', 'EUR', 123456789],
    ['12,50 $', 'fr-CA', 'CAD', 1250],
    ['1\u00a0234,50 $ US', 'fr-CA', 'USD', 123450],
    ['12.345,67 €', 'es-ES', 'EUR', 1234567],
    ['1234,5', 'es-ES', 'EUR', 123450],
    ['€ 1.234,50', 'nl-NL', 'EUR', 123450],
    ['£3', 'en-GB', 'GBP', 300],
    ['£1,234.5', 'en-GB', 'GBP', 123450],
    ['$12.50', 'en-CA', 'CAD', 1250],
    ['CA$12.50', 'en-US', 'CAD', 1250],
    ['A$12.50', 'en-US', 'AUD', 1250],
    ['$12.50', 'en-AU', 'AUD', 1250],
    ['1200', 'en-US', 'JPY', 1200],
    ['¥1,200', 'en-US', 'JPY', 1200],
    ['1.200 ¥', 'de-DE', 'JPY', 1200],
    ['1.250', 'en-US', 'KWD', 1250],
    ['KWD 1,234.5', 'en-US', 'KWD', 1234500],
    ['1,250', 'de-DE', 'KWD', 1250],
  ])('reads %j in %s %s as %i', (text, locale, currency, cents) => {
    expect(parseAmount(text, inFormat(locale, currency))).toBe(cents);
  });

  it.each([
    ['12,505', 'de-DE', 'EUR'],
    ['1.23,50', 'de-DE', 'EUR'],
    ['1,234.50', 'de-DE', 'EUR'],
    ['$12,50', 'de-DE', 'EUR'],
    ['12,50 € €', 'de-DE', 'EUR'],
    ['1 23,50', 'fr-FR', 'EUR'],
    ['12.5', 'en-US', 'JPY'],
    ['12,5', 'de-DE', 'JPY'],
    ['1.2345', 'en-US', 'KWD'],
    ['£3', 'en-US', 'USD'],
  ])('refuses %j in %s %s', (text, locale, currency) => {
    expect(parseAmount(text, inFormat(locale, currency))).toBeNull();
  });
});

// Where the locale's decimal mark is a comma, a keypad still types a dot: a lone dot before one or two digits is the
// decimal mark, and a dot before three digits is grouping where the locale groups with dots.
describe('parseAmount’s dot where the locale’s decimal mark is a comma', () => {
  it.each([
    ['12.50', 'de-DE', 'EUR', 1250],
    ['12.5', 'de-DE', 'EUR', 1250],
    ['12.50', 'fr-FR', 'EUR', 1250],
    ['12.50', 'nl-NL', 'EUR', 1250],
    ['12.50', 'es-ES', 'EUR', 1250],
    ['1 234.50', 'fr-FR', 'EUR', 123450],
    ['1.234', 'de-DE', 'EUR', 123400],
    ['1.234', 'es-ES', 'EUR', 123400],
    ['1.234', 'de-DE', 'JPY', 1234],
    ['1.234', 'de-DE', 'KWD', 1234000],
    ['1.234.567', 'de-DE', 'EUR', 123456700],
  ])('reads %j in %s %s as %i', (text, locale, currency, cents) => {
    expect(parseAmount(text, inFormat(locale, currency))).toBe(cents);
  });

  it.each([
    ['1.234', 'fr-FR', 'EUR'],
    ['1.2345', 'de-DE', 'EUR'],
    ['12.5', 'de-DE', 'JPY'],
    ['1.234.5', 'de-DE', 'EUR'],
    ['12.50,5', 'de-DE', 'EUR'],
  ])('refuses %j in %s %s', (text, locale, currency) => {
    expect(parseAmount(text, inFormat(locale, currency))).toBeNull();
  });
});
