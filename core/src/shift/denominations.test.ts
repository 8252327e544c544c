import { describe, expect, it } from 'vitest';
import {
  breakIntoDenominations,
  cashCountSchema,
  cashCountSchemaFor,
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

  it('breaks another currency’s amount into its own notes and coins', () => {
    expect(breakIntoDenominations(15000, 'GBP')).toEqual({ n50: 3 });
    expect(cashCountTotalCents({ counts: breakIntoDenominations(4321, 'GBP') }, 'GBP')).toBe(4321);
  });
});

describe('a drawer count in another currency', () => {
  const euros = cashCountSchemaFor({ locale: 'de-DE', currency: 'EUR' });
  const yen = cashCountSchemaFor({ locale: 'en-US', currency: 'JPY' });
  const messages = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message.replace(/\s/g, ' '));

  it('takes the currency’s own notes and coins, at their value in it', () => {
    const count = euros.parse({ counts: { n200: 1, n5: 2, c200: 3, c2: 4 } });
    expect(cashCountTotalCents(count, 'EUR')).toBe(20000 + 1000 + 600 + 8);
    expect(cashCountTotalCents(yen.parse({ counts: { n10000: 3, c500: 1, c1: 2 } }), 'JPY')).toBe(30502);
  });

  it('refuses another currency’s pieces: a US count keeps refusing a €2 coin, as it always has', () => {
    expect(messages(cashCountSchema.safeParse({ counts: { c200: 1 } }))).toEqual(['Count only USD notes and coins']);
    expect(messages(euros.safeParse({ counts: { c25: 1 } }))).toEqual(['Count only EUR notes and coins']);
  });

  it('holds no more than a drawer may, in the currency’s minor units', () => {
    expect(yen.safeParse({ counts: { n10000: 1000 } }).success).toBe(true);
    expect(messages(yen.safeParse({ counts: { n10000: 1000, c1: 1 } }))).toEqual([
      'A drawer holds at most ¥10,000,000',
    ]);
    expect(messages(euros.safeParse({ counts: { n200: 501 } }))).toEqual(['A drawer holds at most 100.000,00 €']);
    expect(messages(cashCountSchema.safeParse({ totalCents: 10_000_001 }))).toEqual(['Enter at most $100,000.00']);
  });
});
