import { describe, expect, it } from 'vitest';
import { taxesByName } from './tax-report';

describe('tax collected per tax', () => {
  it('takes a city tax out of its line’s main band and lists it on its own, refunds given back in proportion', () => {
    // Two lines at 6.25 % state: one alone ($6.25 tax), one with a 2 % city tax too ($6.25 + $2.00).
    const rows = taxesByName(
      'State tax',
      [{ rate: 6.25, taxCollectedCents: 625 + 825 - 330 }],
      [
        {
          mainRate: 6.25,
          taxes: [
            { name: 'State tax', rate: 6.25, taxCents: 625 },
            { name: 'City tax', rate: 2, taxCents: 200 },
          ],
        },
      ],
      // Part of the city-taxed line came back: $3.30 of its tax, shared 625 : 200 → 2.50 and 0.80.
      [
        {
          mainRate: 6.25,
          refundedTaxCents: 330,
          taxes: [
            { name: 'State tax', rate: 6.25, taxCents: 625 },
            { name: 'City tax', rate: 2, taxCents: 200 },
          ],
        },
      ],
    );
    expect(rows).toEqual([
      { name: 'State tax', rate: 6.25, taxCollectedCents: 625 + 625 - 250 },
      { name: 'City tax', rate: 2, taxCollectedCents: 200 - 80 },
    ]);
    expect(rows.reduce((sum, row) => sum + row.taxCollectedCents, 0)).toBe(625 + 825 - 330);
  });

  it('names every band after the main tax when no line has another', () => {
    expect(taxesByName('VAT', [{ rate: 20, taxCollectedCents: 1000 }], [], [])).toEqual([
      { name: 'VAT', rate: 20, taxCollectedCents: 1000 },
    ]);
  });
});
