import { describe, expect, it } from 'vitest';
import {
  formatStockTakeNumber,
  nextCount,
  stockCountInputSchema,
  stockTakeInputSchema,
  stockTakesOverlap,
  stockTakeVariance,
  stockValueCents,
} from './stock-take-schemas';

describe('stock take rules', () => {
  it('numbers counts ST-0001 onwards', () => {
    expect(formatStockTakeNumber(1)).toBe('ST-0001');
    expect(formatStockTakeNumber(12345)).toBe('ST-12345');
  });

  it('treats a count of everything as overlapping every category, and two categories as apart', () => {
    expect(stockTakesOverlap(null, 'cat-tools')).toBe(true);
    expect(stockTakesOverlap('cat-tools', null)).toBe(true);
    expect(stockTakesOverlap(null, null)).toBe(true);
    expect(stockTakesOverlap('cat-tools', 'cat-tools')).toBe(true);
    expect(stockTakesOverlap('cat-tools', 'cat-pots')).toBe(false);
  });

  it('adds a scan to the count so far and lets a typed count replace it', () => {
    expect(nextCount(null, { quantity: 1, mode: 'add' })).toBe(1);
    expect(nextCount(4, { quantity: 1, mode: 'add' })).toBe(5);
    expect(nextCount(4, { quantity: 9, mode: 'set' })).toBe(9);
    expect(nextCount(4, { quantity: 0, mode: 'set' })).toBe(0);
  });

  it('nets gains and losses in units and at cost, grams at the cost per kg', () => {
    expect(
      stockTakeVariance([
        { variance: 3, varianceCostCents: 1200 },
        { variance: -5, varianceCostCents: -2000 },
        { variance: 1, varianceCostCents: null },
      ]),
    ).toEqual({ units: -1, costCents: -800 });
    expect(stockValueCents(-3, 250)).toBe(-750);
    expect(stockValueCents(500, 400, 'kg')).toBe(200);
  });

  it('reads an empty category as everything, and says what is wrong with a count', () => {
    expect(stockTakeInputSchema.parse({ categoryId: '' })).toEqual({ categoryId: null, note: '' });
    const refused = (input: object) => stockCountInputSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(refused({ quantity: 2 })).toEqual(['Scan or type a barcode or SKU']);
    expect(refused({ code: 'TLS-001', quantity: -1 })).toEqual(['A count is 0 or more']);
    expect(refused({ code: 'TLS-001', quantity: 1.5 })).toEqual(['Use a whole number']);
    expect(refused({ code: 'TLS-001', quantity: 0, mode: 'add' })).toEqual(['Add at least 1']);
    expect(stockCountInputSchema.parse({ code: 'TLS-001', quantity: '3' })).toMatchObject({ quantity: 3, mode: 'set' });
  });
});
