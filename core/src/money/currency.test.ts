import { describe, expect, it } from 'vitest';
import { currencySigns, minorUnitDigits, numberSeparators } from './currency';

describe('minorUnitDigits', () => {
  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['KWD', 3],
    ['BHD', 3],
  ])('gives %s %i minor digits', (currency, digits) => {
    expect(minorUnitDigits(currency)).toBe(digits);
  });

  it('refuses what is not a currency code', () => {
    expect(() => minorUnitDigits('dollars')).toThrow(RangeError);
  });
});

describe('numberSeparators', () => {
  it.each([
    ['en-US', '.', ','],
    ['en-GB', '.', ','],
    ['de-DE', ',', '.'],
    ['es-ES', ',', '.'],
    ['nl-NL', ',', '.'],
    ['fr-FR', ',', ' '],
    ['fr-CA', ',', ' '],
  ])('reads %s amounts with %j decimals and %j between thousands', (locale, decimal, group) => {
    expect(numberSeparators({ locale, currency: 'EUR' })).toEqual({ decimal, group });
  });

  it('finds the decimal mark even for a currency without decimals', () => {
    expect(numberSeparators({ locale: 'de-DE', currency: 'JPY' }).decimal).toBe(',');
  });
});

describe('currencySigns', () => {
  it('takes the code and the locale’s signs, the longest first', () => {
    expect(currencySigns({ locale: 'en-US', currency: 'CAD' })).toEqual(['CAD', 'CA$', '$']);
    expect(currencySigns({ locale: 'fr-CA', currency: 'USD' })).toEqual(['$ US', 'USD', '$']);
    expect(currencySigns({ locale: 'de-DE', currency: 'EUR' })).toEqual(['EUR', '€']);
  });
});
