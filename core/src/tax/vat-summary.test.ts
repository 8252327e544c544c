import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals } from '../sale/cart-totals';
import type { CartLineInput } from '../sale/cart-totals';
import type { Discount } from '../sale/discount';
import { vatSummary } from './vat-summary';

describe('vatSummary', () => {
  it('sums a UK basket with prices including VAT and 10 % off the sale, one row per rate, lowest first', () => {
    // £12.00 at 20 %, 2 × £5.00 at 0 %, £3.15 at 5 %: £2.52 off is shared 1.20, 1.00 and 0.32 (largest remainder);
    // then £10.80 holds £1.80 VAT and £2.83 holds £0.13.
    const totals = cartTotals(
      [
        { unitPriceCents: 1200, quantity: 1, taxRate: 20 },
        { unitPriceCents: 500, quantity: 2, taxRate: 0 },
        { unitPriceCents: 315, quantity: 1, taxRate: 5 },
      ],
      { kind: 'percent', percent: 10 },
      { pricesIncludeTax: true, taxName: 'VAT' },
    );
    expect(vatSummary(totals.lines)).toEqual([
      { rateBps: 0, netCents: 900, vatCents: 0, grossCents: 900 },
      { rateBps: 500, netCents: 270, vatCents: 13, grossCents: 283 },
      { rateBps: 2000, netCents: 900, vatCents: 180, grossCents: 1080 },
    ]);
    expect(totals.taxCents).toBe(193);
    expect(totals.totalCents).toBe(2263);
  });

  it('puts lines at the same rate in one row, a line with several taxes at their rates added up', () => {
    expect(
      vatSummary([
        { taxes: [{ rate: 20 }], taxCents: 200, totalCents: 1200 },
        { taxes: [{ rate: 6.25 }, { rate: 2.5 }], taxCents: 88, totalCents: 1088 },
        { taxes: [{ rate: 20 }], taxCents: 50, totalCents: 300 },
        { taxRate: 5.5, taxCents: 11, totalCents: 211 },
        { taxes: [], taxRate: 20, taxCents: 2, totalCents: 12 },
      ]),
    ).toEqual([
      { rateBps: 550, netCents: 200, vatCents: 11, grossCents: 211 },
      { rateBps: 875, netCents: 1000, vatCents: 88, grossCents: 1088 },
      { rateBps: 2000, netCents: 1260, vatCents: 252, grossCents: 1512 },
    ]);
  });

  it('has no rows for a sale without lines', () => {
    expect(vatSummary([])).toEqual([]);
  });
});

const rate = fc.constantFrom(0, 2.1, 5, 5.5, 7, 10, 19, 20, 21, 8.25);
const discount: fc.Arbitrary<Discount | null> = fc.oneof(
  fc.constant(null),
  fc.record({
    kind: fc.constant('percent' as const),
    percent: fc.integer({ min: 1, max: 10_000 }).map((p) => p / 100),
  }),
  fc.record({ kind: fc.constant('amount' as const), cents: fc.integer({ min: 1, max: 20_000 }) }),
);
const line: fc.Arbitrary<CartLineInput> = fc.record({
  unitPriceCents: fc.integer({ min: 0, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 12 }),
  taxRate: rate,
  // Now and then a second tax on the line, as a US city tax sits beside the state's.
  taxes: fc.option(
    fc.array(fc.record({ name: fc.constantFrom('VAT', 'State', 'City'), rate }), { minLength: 1, maxLength: 2 }),
    { nil: undefined },
  ),
  discount,
  promotionCents: fc.integer({ min: 0, max: 5_000 }),
});
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('vatSummary over random mixed-rate baskets', () => {
  it('adds up to the sale’s tax and total exactly, each row net + VAT = gross at its rate, one row per rate', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 10 }),
        discount,
        fc.boolean(),
        (lines, saleDiscount, pricesIncludeTax) => {
          const totals = cartTotals(lines, saleDiscount, { pricesIncludeTax });
          const rows = vatSummary(totals.lines);
          expect(sum(rows.map((row) => row.vatCents))).toBe(totals.taxCents);
          expect(sum(rows.map((row) => row.grossCents))).toBe(totals.totalCents);
          expect(sum(rows.map((row) => row.netCents))).toBe(totals.totalCents - totals.taxCents);
          const lineRates = totals.lines.map((l) => sum(l.taxes.map((tax) => Math.round(tax.rate * 100))));
          for (const row of rows) {
            expect(row.netCents + row.vatCents).toBe(row.grossCents);
            // Each line rounds its tax once, so a row's VAT is its net at its rate to within a cent a line.
            const linesInRow = lineRates.filter((bps) => bps === row.rateBps).length;
            expect(Math.abs(row.vatCents - (row.netCents * row.rateBps) / 10_000)).toBeLessThanOrEqual(linesInRow);
          }
          const rates = rows.map((row) => row.rateBps);
          expect(rates).toEqual([...new Set(rates)].sort((a, b) => a - b));
        },
      ),
    );
  });
});
