import { describe, expect, it } from 'vitest';
import { isLowStock, lowStockStatus } from './stock-status';

describe('lowStockStatus', () => {
  it.each([
    [0, 10, 'critical'],
    [5, 10, 'critical'],
    [6, 10, 'low'],
    [10, 10, 'low'],
    [11, 10, 'Ok'],
    [1, 3, 'critical'],
    [2, 3, 'low'],
    [0, null, 'critical'],
    [1, null, 'Ok'],
  ] as const)('stock %i with level %s is %s', (stock, level, status) => {
    expect(lowStockStatus(stock, level)).toBe(status);
  });
});

describe('isLowStock', () => {
  it('is at or below the reorder level, a missing level counting as 0', () => {
    expect(isLowStock(4, 4)).toBe(true);
    expect(isLowStock(5, 4)).toBe(false);
    expect(isLowStock(0, null)).toBe(true);
    expect(isLowStock(-2, 3)).toBe(true);
  });
});
