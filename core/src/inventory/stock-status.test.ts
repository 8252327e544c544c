import { describe, expect, it } from 'vitest';
import { isLowStock, lowStockRank, lowStockStatus, stockBadge } from './stock-status';

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

describe('stockBadge', () => {
  it.each([
    [21, 10, 'In Stock'],
    [20, 10, 'Medium Stock'],
    [11, 10, 'Medium Stock'],
    [10, 10, 'Low Stock'],
    [0, 10, 'Low Stock'],
    [1, null, 'In Stock'],
    [0, null, 'Low Stock'],
    [-3, null, 'Low Stock'],
  ] as const)('stock %i with level %s is %s', (stock, level, badge) => {
    expect(stockBadge(stock, level)).toBe(badge);
  });
});

describe('lowStockRank', () => {
  it('is stock ÷ level, or plain stock without a level', () => {
    expect(lowStockRank(2, 4)).toBe(0.5);
    expect(lowStockRank(3, null)).toBe(3);
    expect(lowStockRank(3, 0)).toBe(3);
  });
});
