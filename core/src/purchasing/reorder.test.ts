import { describe, expect, it } from 'vitest';
import { reorderQuantity } from './reorder';

describe('reorderQuantity', () => {
  it('orders nothing while stock and what is on order stay above the level', () => {
    expect(reorderQuantity({ onHand: 6, onOrder: 0, reorderLevel: 5, soldLast30Days: 40 })).toBe(0);
    expect(reorderQuantity({ onHand: 2, onOrder: 10, reorderLevel: 5, soldLast30Days: 40 })).toBe(0);
  });

  it('at the level, orders up to 30 days of sales plus the level', () => {
    // 5 on hand, 40 sold: target 45, order 40.
    expect(reorderQuantity({ onHand: 5, onOrder: 0, reorderLevel: 5, soldLast30Days: 40 })).toBe(40);
    // Some already on order counts.
    expect(reorderQuantity({ onHand: 1, onOrder: 3, reorderLevel: 5, soldLast30Days: 40 })).toBe(41);
  });

  it('with no sales, brings the stock back to the level', () => {
    expect(reorderQuantity({ onHand: 2, onOrder: 0, reorderLevel: 5, soldLast30Days: 0 })).toBe(3);
  });

  it('treats a missing level as 0, and oversold stock as a shortfall to make up', () => {
    expect(reorderQuantity({ onHand: 0, onOrder: 0, reorderLevel: null, soldLast30Days: 12 })).toBe(12);
    expect(reorderQuantity({ onHand: -2, onOrder: 0, reorderLevel: null, soldLast30Days: 12 })).toBe(14);
    expect(reorderQuantity({ onHand: 0, onOrder: 0, reorderLevel: null, soldLast30Days: 0 })).toBe(0);
  });
});
