import { describe, expect, it } from 'vitest';
import {
  convertWeight,
  formatWeight,
  parseWeight,
  thousandthsForPrice,
  thousandthsToDecimal,
  weightLineLabel,
  weightPriceCents,
  weightText,
} from './weight';

describe('weightPriceCents', () => {
  it.each([
    [755, 499, 377], // 0.755 × 4.99 = 3.76745
    [1000, 499, 499],
    [1500, 3, 5], // 4.5, half away from zero
    [500, 1, 1], // 0.5
    [0, 499, 0],
    [-755, 499, -377], // a returned item
    // The cheddar and prosciutto: the weight shown times the price, rounded once.
    [500, 2499, 1250], // 0.500 lb × $24.99 = $12.495 → $12.50 (grams gave $12.51)
    [450, 2899, 1305], // 0.450 lb × $28.99 = $13.0455 → $13.05 (grams gave $13.04)
    [20, 2899, 58], // 0.020 lb × $28.99 = $0.5798
  ])('charges %i thousandths at %i cents a unit as %i cents', (thousandths, unitPriceCents, cents) => {
    expect(weightPriceCents(thousandths, unitPriceCents)).toBe(cents);
  });

  it('refuses fractions of a thousandth or a cent, and amounts past exact integers', () => {
    expect(() => weightPriceCents(755.5, 499)).toThrow(RangeError);
    expect(() => weightPriceCents(755, 4.99)).toThrow(RangeError);
    expect(() => weightPriceCents(1e15, 1e9)).toThrow(RangeError);
    // The largest line the till takes (100 kg in grams) at the largest price still prices exactly.
    expect(weightPriceCents(100_000_000, 100_000_000)).toBe(10_000_000_000_000);
  });
});

describe('convertWeight', () => {
  it.each([
    [1000, 'kg', 'g', 1_000_000],
    [1000, 'lb', 'kg', 454], // 0.45359237 kg
    [1000, 'kg', 'lb', 2205], // 2.20462 lb
    [1000, 'lb', 'oz', 16_000],
    [755, 'kg', 'lb', 1664],
    [227, 'kg', 'lb', 500], // the 227 g a half pound was stored as, back in lb
    [-755, 'kg', 'lb', -1664],
    [500, 'lb', 'lb', 500],
  ] as const)('turns %i thousandths of a %s into %s', (thousandths, from, to, converted) => {
    expect(convertWeight(thousandths, from, to)).toBe(converted);
  });
});

describe('formatWeight and weightText', () => {
  it.each([
    [755, 'kg', '0.755 kg', '0.755 kg'],
    [1000, 'kg', '1.000 kg', '1 kg'],
    [0, 'lb', '0.000 lb', '0 lb'],
    [-0, 'lb', '0.000 lb', '0 lb'],
    [1_234_567, 'kg', '1,234.567 kg', '1,234.567 kg'],
    [-755, 'kg', '-0.755 kg', '-0.755 kg'],
    [450, 'lb', '0.450 lb', '0.45 lb'],
    [12_000, 'lb', '12.000 lb', '12 lb'],
    [125_000, 'g', '125.000 g', '125 g'],
    [8_500, 'oz', '8.500 oz', '8.5 oz'],
  ] as const)(
    'shows %i thousandths of a %s as %s on a receipt and %s in stock',
    (thousandths, unit, receipt, stock) => {
      expect(formatWeight(thousandths, unit)).toBe(receipt);
      expect(weightText(thousandths, unit)).toBe(stock);
    },
  );
});

describe('weightLineLabel', () => {
  it('says what was weighed and the price per unit, and the two agree with the price charged', () => {
    expect(weightLineLabel(755, 499, 'kg')).toBe('0.755 kg @ $4.99/kg');
    expect(weightLineLabel(500, 2499, 'lb')).toBe('0.500 lb @ $24.99/lb');
  });

  it('writes the weight and the price as the format’s locale writes numbers', () => {
    expect(weightLineLabel(455, 2490, 'kg', { locale: 'de-DE', currency: 'EUR' })).toBe('0,455 kg @ 24,90\u00a0€/kg');
    expect(formatWeight(1_234_567, 'kg', 'fr-FR')).toBe('1\u202f234,567 kg');
    expect(weightText(450, 'kg', 'de-DE')).toBe('0,45 kg');
  });
});

describe('parseWeight', () => {
  it('reads a weight in the product’s unit, to the thousandth', () => {
    expect(parseWeight('0.755')).toBe(755);
    expect(parseWeight('2')).toBe(2000);
    expect(parseWeight('.5')).toBe(500);
    expect(parseWeight('0.45')).toBe(450);
    expect(parseWeight('12')).toBe(12_000);
  });

  it('refuses what is not a positive weight with at most 3 decimals (zero only when allowed)', () => {
    for (const text of ['', '0', '0.000', '-1', '1.2345', 'abc', '1,5']) expect(parseWeight(text)).toBeNull();
    expect(parseWeight('0', { allowZero: true })).toBe(0);
  });

  it('reads a decimal comma where the locale writes one, and only there', () => {
    expect(parseWeight('0,455', { locale: 'de-DE' })).toBe(455);
    expect(parseWeight('1,5', { locale: 'fr-FR' })).toBe(1500);
    expect(parseWeight('0.455', { locale: 'de-DE' })).toBe(455);
    expect(parseWeight('1,5', { locale: 'en-US' })).toBeNull();
    expect(parseWeight('1,000', { locale: 'en-GB' })).toBeNull();
    expect(parseWeight('1,2,3', { locale: 'de-DE' })).toBeNull();
  });

  it('writes back what it read', () => {
    for (const text of ['0.755', '2', '0.45', '12', '0.001']) {
      expect(thousandthsToDecimal(parseWeight(text) ?? -1)).toBe(text);
    }
  });
});

describe('thousandthsForPrice', () => {
  it('works a label price back to the weight, in the product’s unit', () => {
    expect(thousandthsForPrice(377, 499)).toBe(756);
    expect(thousandthsForPrice(499, 499)).toBe(1000);
    expect(thousandthsForPrice(100, 0)).toBe(0);
  });
});
