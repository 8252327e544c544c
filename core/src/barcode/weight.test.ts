import { describe, expect, it } from 'vitest';
import { formatWeight, gramsForPrice, parseWeight, weightLineLabel, weightPriceCents } from './weight';

describe('weightPriceCents', () => {
  it.each([
    [755, 499, 377], // 3.76745
    [1000, 499, 499],
    [1500, 3, 5], // 4.5, half away from zero
    [500, 1, 1],
    [0, 499, 0],
    [-755, 499, -377], // a returned item
  ])('charges %i g at %i cents/kg as %i cents', (grams, unitPriceCents, cents) => {
    expect(weightPriceCents(grams, unitPriceCents, 'kg')).toBe(cents);
  });

  it.each([
    [45_359_237, 1, 100_000], // exactly 100,000 lb
    [454, 299, 299], // 1.0009 lb
    [2268, 199, 995], // 5.0001 lb
    [907, 349, 698], // 1.9996 lb
    [-907, 349, -698],
  ])('charges %i g at %i cents/lb as %i cents', (grams, unitPriceCents, cents) => {
    expect(weightPriceCents(grams, unitPriceCents, 'lb')).toBe(cents);
  });

  it('refuses fractions of a gram or a cent, and amounts past exact integers', () => {
    expect(() => weightPriceCents(755.5, 499, 'kg')).toThrow(RangeError);
    expect(() => weightPriceCents(755, 4.99, 'kg')).toThrow(RangeError);
    expect(() => weightPriceCents(1e15, 1e9, 'lb')).toThrow(RangeError);
    // The largest line the till takes at the largest price still prices exactly.
    expect(weightPriceCents(100_000, 100_000_000, 'lb')).toBe(22_046_226_218);
  });
});

describe('formatWeight', () => {
  it.each([
    [755, 'kg', '0.755 kg'],
    [1000, 'kg', '1.000 kg'],
    [0, 'kg', '0.000 kg'],
    [1_234_567, 'kg', '1,234.567 kg'],
    [-755, 'kg', '-0.755 kg'],
    [-0, 'kg', '0.000 kg'],
    [755, 'lb', '1.664 lb'],
    [454, 'lb', '1.001 lb'],
    [453, 'lb', '0.999 lb'],
    [2268, 'lb', '5.000 lb'],
    [-907, 'lb', '-2.000 lb'],
    [-0, 'lb', '0.000 lb'],
  ] as const)('shows %i g as %s', (grams, unit, text) => {
    expect(formatWeight(grams, unit)).toBe(text);
  });
});

describe('weightLineLabel', () => {
  it('says what was weighed and the price per unit', () => {
    expect(weightLineLabel(755, 499, 'kg')).toBe('0.755 kg @ $4.99/kg');
    expect(weightLineLabel(454, 299, 'lb')).toBe('1.001 lb @ $2.99/lb');
  });
});

describe('parseWeight', () => {
  it('reads kg to the gram and lb to the nearest gram', () => {
    expect(parseWeight('0.755', 'kg')).toBe(755);
    expect(parseWeight('2', 'kg')).toBe(2000);
    expect(parseWeight('.5', 'kg')).toBe(500);
    expect(parseWeight('1', 'lb')).toBe(454);
    expect(parseWeight('1.664', 'lb')).toBe(755);
  });

  it('refuses what is not a positive weight with at most 3 decimals', () => {
    for (const text of ['', '0', '0.000', '-1', '1.2345', 'abc', '1,5']) expect(parseWeight(text, 'kg')).toBeNull();
  });
});

describe('gramsForPrice', () => {
  it('works a label price back to grams', () => {
    expect(gramsForPrice(377, 499, 'kg')).toBe(756);
    expect(gramsForPrice(499, 499, 'lb')).toBe(454);
  });
});
