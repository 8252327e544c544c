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

  it('orders a weight in whole units of it, rounded up, in thousandths', () => {
    // 1.2 lb on hand, a 5 lb level, 12.347 lb sold: 16.147 lb short, 17 lb ordered.
    expect(
      reorderQuantity({ onHand: 1200, onOrder: 0, reorderLevel: 5000, soldLast30Days: 12_347, soldBy: 'lb' }),
    ).toBe(17_000);
    expect(reorderQuantity({ onHand: 2000, onOrder: 0, reorderLevel: 5000, soldLast30Days: 0, soldBy: 'kg' })).toBe(
      3000,
    );
    expect(reorderQuantity({ onHand: 6000, onOrder: 0, reorderLevel: 5000, soldLast30Days: 9000, soldBy: 'kg' })).toBe(
      0,
    );
    // Units are never rounded.
    expect(reorderQuantity({ onHand: 1, onOrder: 0, reorderLevel: 5, soldLast30Days: 7, soldBy: 'unit' })).toBe(11);
  });
});
