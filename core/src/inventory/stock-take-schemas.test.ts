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

  it('nets gains and losses in units, each weight in its own unit, and at cost', () => {
    expect(
      stockTakeVariance([
        { variance: 3, varianceCostCents: 1200, soldBy: 'unit' },
        { variance: -5, varianceCostCents: -2000, soldBy: 'unit' },
        { variance: 1, varianceCostCents: null, soldBy: 'unit' },
        { variance: 1250, varianceCostCents: 1124, soldBy: 'lb' },
        { variance: -500, varianceCostCents: -200, soldBy: 'kg' },
      ]),
    ).toEqual({
      quantities: {
        units: -1,
        weights: [
          { soldBy: 'kg', quantity: -500 },
          { soldBy: 'lb', quantity: 1250 },
        ],
      },
      costCents: -800 + 1124 - 200,
    });
    expect(stockValueCents(-3, 250)).toBe(-750);
    expect(stockValueCents(500, 400, 'kg')).toBe(200);
    expect(stockValueCents(-1250, 899, 'lb')).toBe(-1124);
  });

  it('reads an empty category as everything, and says what is wrong with a count', () => {
    expect(stockTakeInputSchema.parse({ categoryId: '' })).toEqual({ categoryId: null, note: '' });
    const refused = (input: object) => stockCountInputSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(refused({ quantity: 2 })).toEqual(['Scan or type a barcode or SKU']);
    expect(refused({ code: 'TLS-001', quantity: -1 })).toEqual(['A count is 0 or more']);
    expect(refused({ code: 'TLS-001', quantity: 1.5 })).toEqual(['Use a whole number']);
    expect(refused({ code: 'TLS-001', quantity: 0, mode: 'add' })).toEqual(['Add at least 1']);
    expect(stockCountInputSchema.parse({ code: 'TLS-001', quantity: '3' })).toMatchObject({ quantity: 3, mode: 'set' });
    // 100 kg counted of a product sold by the gram: thousandths of a gram, past a million.
    expect(stockCountInputSchema.parse({ code: 'CHS-1', quantity: 100_000_000 }).quantity).toBe(100_000_000);
    expect(refused({ code: 'CHS-1', quantity: 1_000_000_001 })).toEqual(['That count is too large']);
  });
});
