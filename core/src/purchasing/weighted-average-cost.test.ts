import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weightedAverageCost } from './weighted-average-cost';

describe('weightedAverageCost', () => {
  it('weighs what is on hand against what arrived', () => {
    // 10 at $4.00 and 30 at $5.00: $190 over 40 units is $4.75.
    expect(weightedAverageCost(10, 400, 30, 500)).toBe(475);
  });

  it('rounds half a cent up', () => {
    // 1 at $0.01 and 1 at $0.02: 1.5¢ → 2¢.
    expect(weightedAverageCost(1, 1, 1, 2)).toBe(2);
    // 2 at 1¢ and 1 at 2¢: 4/3 ¢ → 1¢.
    expect(weightedAverageCost(2, 1, 1, 2)).toBe(1);
  });

  it('takes the new cost when nothing is on hand, stock is below zero, or no cost was known', () => {
    expect(weightedAverageCost(0, 400, 5, 520)).toBe(520);
    expect(weightedAverageCost(-3, 400, 5, 520)).toBe(520);
    expect(weightedAverageCost(8, null, 5, 520)).toBe(520);
  });

  it('keeps the cost when nothing arrived', () => {
    expect(weightedAverageCost(8, 400, 0, 999)).toBe(400);
  });

  it('stays between the two costs, exactly, at any size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (onHand, oldCost, received, newCost) => {
          const cost = weightedAverageCost(onHand, oldCost, received, newCost);
          expect(Number.isInteger(cost)).toBe(true);
          expect(cost).toBeGreaterThanOrEqual(Math.min(oldCost, newCost));
          expect(cost).toBeLessThanOrEqual(Math.max(oldCost, newCost));
          // Within half a cent of the exact average.
          const exact = (onHand * oldCost + received * newCost) / (onHand + received);
          expect(Math.abs(cost - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
    );
  });
});
