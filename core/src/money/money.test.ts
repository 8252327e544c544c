import { describe, expect, it } from 'vitest';
import { centsToDollarText, centsToDollars, dollarsToCents, formatMoney, parseDollars, roundCents } from './money';

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

describe('parseDollars', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['0.07', 7],
    ['$1,234.50', 123450],
    [' 150 ', 15000],
    ['19.99', 1999],
    ['3.', 300],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it.each(['', ' ', 'abc', '-5', '1.234', '1e3', '12..5', 'NaN', '9'.repeat(30)])('refuses %j', (text) => {
    expect(parseDollars(text)).toBeNull();
  });
});

describe('centsToDollarText', () => {
  it('writes cents as a form shows them, and parseDollars reads them back', () => {
    for (const cents of [0, 5, 99, 1250, 123456789]) {
      expect(parseDollars(centsToDollarText(cents))).toBe(cents);
    }
    expect(centsToDollarText(1250)).toBe('12.50');
  });
});
