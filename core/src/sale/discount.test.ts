import { describe, expect, it } from 'vitest';
import { allocateProportionally, discountOff } from './discount';

describe('discountOff', () => {
  it.each([
    [1000, { kind: 'percent', percent: 10 }, 100],
    [999, { kind: 'percent', percent: 50 }, 500],
    [1000, { kind: 'amount', cents: 250 }, 250],
    [100, { kind: 'amount', cents: 250 }, 100],
    [1000, { kind: 'percent', percent: 150 }, 1000],
    [1000, null, 0],
  ] as const)('%i less %j is %i off', (base, discount, off) => {
    expect(discountOff(base, discount)).toBe(off);
  });
});

describe('allocateProportionally', () => {
  it('splits into whole cents that add up exactly', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(1, [5, 5])).toEqual([1, 0]);
    expect(allocateProportionally(0, [5, 5])).toEqual([0, 0]);
    expect(allocateProportionally(10, [0, 0])).toEqual([0, 0]);
    const shares = allocateProportionally(997, [123, 456, 789, 1]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(997);
  });
});
