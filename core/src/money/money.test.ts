import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatMoney, roundCents } from './money';

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [2599, '$25.99'],
    [123456789, '$1,234,567.89'],
    [-1050, '-$10.50'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
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
