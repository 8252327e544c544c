import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCashRoundingStep, roundCash } from '../money/money';
import { breakIntoPieces, countedCash, denominationsFor, knownDenominationKeys } from './currency-denominations';
import type { Denomination } from './currency-denominations';
import { denominationCountsSchema, usdDenominations } from './denominations';

const locales = ['en-US', 'en-GB', 'en-CA', 'en-AU', 'fr-FR', 'fr-CA', 'de-DE', 'es-ES', 'nl-NL'];
const ownLists = ['USD', 'CAD', 'GBP', 'EUR', 'AUD', 'NZD', 'CHF', 'JPY'];
const currencies = [...ownLists, 'KWD', 'SEK', 'KRW', 'BHD'];
const keysAndCents = (list: readonly Pick<Denomination, 'key' | 'cents'>[]) => list.map((d) => `${d.key}=${d.cents}`);

describe('denominationsFor', () => {
  it('lists US dollars exactly as a US drawer has always been counted', () => {
    expect(denominationsFor({ locale: 'en-US', currency: 'USD' })).toEqual(usdDenominations.map((d) => ({ ...d })));
  });

  it.each([
    ['CAD', 'n100=10000 n50=5000 n20=2000 n10=1000 n5=500 c200=200 c100=100 c25=25 c10=10 c5=5'],
    ['GBP', 'n50=5000 n20=2000 n10=1000 n5=500 c200=200 c100=100 c50=50 c20=20 c10=10 c5=5 c2=2 c1=1'],
    [
      'EUR',
      'n200=20000 n100=10000 n50=5000 n20=2000 n10=1000 n5=500 c200=200 c100=100 c50=50 c20=20 c10=10 c5=5 c2=2 c1=1',
    ],
    ['AUD', 'n100=10000 n50=5000 n20=2000 n10=1000 n5=500 c200=200 c100=100 c50=50 c20=20 c10=10 c5=5'],
    ['JPY', 'n10000=10000 n5000=5000 n1000=1000 c500=500 c100=100 c50=50 c10=10 c5=5 c1=1'],
    ['KWD', 'n20=20000 n10=10000 n5=5000 n1=1000 c500=500 c100=100 c50=50 c20=20 c10=10 c5=5'],
    ['SEK', 'n100=10000 n50=5000 n20=2000 n10=1000 n5=500 c200=200 c100=100 c50=50 c20=20 c10=10 c5=5 c2=2 c1=1'],
  ])('lists %s’s notes and coins', (currency, list) => {
    expect(keysAndCents(denominationsFor({ locale: 'en-US', currency })).join(' ')).toBe(list);
  });

  it.each([
    ['en-GB', 'GBP', ['£50', '£20', '£10', '£5', '£2', '£1', '50p', '20p', '10p', '5p', '2p', '1p']],
    ['en-CA', 'CAD', ['$100', '$50', '$20', '$10', '$5', '$2', '$1', '25¢', '10¢', '5¢']],
    ['en-AU', 'AUD', ['$100', '$50', '$20', '$10', '$5', '$2', '$1', '50c', '20c', '10c', '5c']],
    ['fr-CA', 'CAD', ['100 $', '50 $', '20 $', '10 $', '5 $', '2 $', '1 $', '0,25 $', '0,10 $', '0,05 $']],
    ['de-DE', 'EUR', ['200 €', '100 €', '50 €', '20 €', '10 €', '5 €', '2 €', '1 €', '0,50 €', '0,20 €', '0,10 €']],
    ['en-US', 'JPY', ['¥10,000', '¥5,000', '¥1,000', '¥500', '¥100', '¥50', '¥10', '¥5', '¥1']],
    ['nl-NL', 'USD', ['US$ 100', 'US$ 50', 'US$ 20', 'US$ 10', 'US$ 5', 'US$ 2', 'US$ 1', 'US$ 1', 'US$ 0,50']],
  ])('labels %s %s as the locale writes them', (locale, currency, labels) => {
    const written = denominationsFor({ locale, currency }).map((d) => d.label.replace(/\s/g, ' '));
    expect(written.slice(0, labels.length)).toEqual(labels);
  });

  it.each(currencies)('gives %s keys unique, stable in every locale, and known to a stored count', (currency) => {
    const lists = locales.map((locale) => denominationsFor({ locale, currency }));
    for (const list of lists) {
      expect(new Set(list.map((d) => d.key)).size).toBe(list.length);
      for (const kind of ['note', 'coin']) {
        const labels = list.filter((d) => d.kind === kind).map((d) => d.label);
        expect(new Set(labels).size).toBe(labels.length);
      }
      expect(keysAndCents(list)).toEqual(keysAndCents(lists[0] ?? []));
      expect(list.every((d) => knownDenominationKeys.includes(d.key))).toBe(true);
      expect(denominationCountsSchema.safeParse(Object.fromEntries(list.map((d) => [d.key, 1]))).success).toBe(true);
    }
  });
});

describe('countedCash', () => {
  it.each([
    ['USD', { n100: 1, c100: 3, c50: 1, c1: 7 }, 10357, []],
    ['CAD', { n20: 2, c200: 3, c25: 4, c1: 5 }, 4700, ['c1']],
    ['AUD', { n50: 1, c2: 1, c5: 3 }, 5015, ['c2']],
    ['GBP', { n50: 2, c200: 1, c1: 4, n100: 1 }, 10204, ['n100']],
    ['EUR', { n200: 1, c200: 2, c2: 3, n1: 1, c25: 0 }, 20406, ['n1', 'c25']],
    ['JPY', { n10000: 2, n1000: 3, c500: 1, c1: 4, n20: 1 }, 23504, ['n20']],
    ['KWD', { n20: 1, n1: 2, c500: 1, c5: 3 }, 22515, []],
    ['USD', { c200: 1, n1: undefined }, 0, ['c200']],
  ])('totals a %s count %j at %i and names what is not of the currency', (currency, counts, cents, foreign) => {
    expect(countedCash(counts, currency)).toEqual({ totalCents: cents, foreignKeys: foreign });
  });
});

describe('cash rounding and the coins there are', () => {
  it.each(ownLists)('rounds %s cash to its smallest coin, or not at all where it has 1-unit coins', (currency) => {
    const coins = denominationsFor({ locale: 'en-US', currency }).filter((d) => d.kind === 'coin');
    const smallest = Math.min(...coins.map((d) => d.cents));
    expect(defaultCashRoundingStep(currency) || 1).toBe(smallest);
  });

  it.each(ownLists)('pays any %s amount, rounded for cash, in its own notes and coins exactly', (currency) => {
    const pieces = denominationsFor({ locale: 'en-US', currency });
    const step = defaultCashRoundingStep(currency);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const due = roundCash(cents, step);
        const counts: Record<string, number> = {};
        let left = due;
        for (const d of pieces) {
          counts[d.key] = Math.floor(left / d.cents);
          left -= counts[d.key]! * d.cents;
        }
        expect(left).toBe(0);
        expect(countedCash(counts, currency)).toEqual({ totalCents: due, foreignKeys: [] });
      }),
      { numRuns: 200 },
    );
  });
});

describe('breakIntoPieces', () => {
  it.each([
    ['GBP', 15000, { n50: 3 }],
    ['GBP', 23488, { n50: 4, n20: 1, n10: 1, c200: 2, c50: 1, c20: 1, c10: 1, c5: 1, c2: 1, c1: 1 }],
    ['EUR', 28705, { n200: 1, n50: 1, n20: 1, n10: 1, n5: 1, c200: 1, c5: 1 }],
    ['CAD', 1234, { n10: 1, c200: 1, c25: 1, c5: 1 }],
  ])('makes %s %i of %j, largest first', (currency, cents, counts) => {
    expect(breakIntoPieces(cents, currency)).toEqual(counts);
  });

  it.each(ownLists)('gives any %s amount in its own pieces, short by less than its smallest coin', (currency) => {
    const smallest = Math.min(...denominationsFor({ locale: 'en-US', currency }).map((d) => d.cents));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const { totalCents, foreignKeys } = countedCash(breakIntoPieces(cents, currency), currency);
        expect(foreignKeys).toEqual([]);
        expect(cents - totalCents).toBeGreaterThanOrEqual(0);
        expect(cents - totalCents).toBeLessThan(smallest);
      }),
      { numRuns: 200 },
    );
  });
});
