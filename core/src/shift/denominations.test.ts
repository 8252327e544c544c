import { describe, expect, it } from 'vitest';
import {
  breakIntoDenominations,
  cashCountSchema,
  cashCountTotalCents,
  denominationCountsSchema,
  denominationTotalCents,
  usdDenominations,
} from './denominations';

describe('USD denominations', () => {
  it('lists notes from $100 down, then coins down to 1¢, with distinct keys', () => {
    expect(usdDenominations.map((d) => d.cents)).toEqual([
      10000, 5000, 2000, 1000, 500, 200, 100, 100, 50, 25, 10, 5, 1,
    ]);
    expect(new Set(usdDenominations.map((d) => d.key)).size).toBe(usdDenominations.length);
  });

  it.each([
    [{}, 0],
    [{ n20: 5 }, 10000],
    [{ n20: 2, n10: 4, n5: 8, n1: 20, c25: 20, c10: 30, c5: 20, c1: 100 }, 15000],
    [{ n100: 1, c100: 3, c50: 1, c1: 7 }, 10357],
  ])('values %j at %i cents', (counts, cents) => {
    expect(denominationTotalCents(counts)).toBe(cents);
  });

  it('refuses negative, fractional and unknown denominations', () => {
    expect(denominationCountsSchema.safeParse({ n20: -1 }).success).toBe(false);
    expect(denominationCountsSchema.safeParse({ n20: 1.5 }).success).toBe(false);
    expect(denominationCountsSchema.safeParse({ n3: 1 }).success).toBe(false);
    expect(denominationCountsSchema.safeParse(JSON.parse('{"__proto__": {"n20": 1}}')).success).toBe(false);
  });

  it('takes the keys of any currency’s notes and coins, which counts are stored with', () => {
    expect(denominationCountsSchema.safeParse({ n200: 1, c200: 2, n10000: 3, c500: 4 }).success).toBe(true);
    expect(denominationCountsSchema.safeParse({ c3: 1 }).success).toBe(false);
    expect(denominationCountsSchema.safeParse({ n0: 1 }).success).toBe(false);
  });

  it('takes a count by pieces or by total, never both or neither', () => {
    expect(cashCountTotalCents(cashCountSchema.parse({ counts: { n50: 3 } }))).toBe(15000);
    expect(cashCountTotalCents(cashCountSchema.parse({ totalCents: 12345 }))).toBe(12345);
    expect(cashCountSchema.safeParse({ counts: { n50: 3 }, totalCents: 15000 }).success).toBe(false);
    expect(cashCountSchema.safeParse({}).success).toBe(false);
    expect(cashCountSchema.safeParse({ totalCents: -1 }).success).toBe(false);
    expect(cashCountSchema.safeParse({ counts: { n100: 99_999 } }).success).toBe(false);
  });

  it.each([0, 1, 99, 15000, 14800, 123456])('breaks %i cents into pieces that add back up', (cents) => {
    expect(denominationTotalCents(breakIntoDenominations(cents))).toBe(cents);
  });
});
