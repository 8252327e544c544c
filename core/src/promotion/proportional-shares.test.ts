import fc from 'fast-check';
import { expect, it } from 'vitest';
import { allocateProportionally } from '../sale/discount';
import { shareProportionally } from './proportional-shares';

it('shares out cent for cent as allocateProportionally does', () => {
  const weight = fc.oneof(
    fc.integer({ min: 0, max: 5000 }),
    fc.integer({ min: -500, max: 500 }),
    // Weights are amounts: a subnormal double such as 5e-324 (which fast-check draws now and then) is none, and its
    // quotients round differently in the two ways of working them out.
    fc.double({ min: -100, max: 1000, noNaN: true }).filter((w) => w === 0 || Math.abs(w) >= 1e-9),
  );
  fc.assert(
    fc.property(fc.integer({ min: -100, max: 20_000 }), fc.array(weight, { maxLength: 40 }), (amount, weights) => {
      expect(shareProportionally(amount, weights)).toEqual(allocateProportionally(amount, weights));
    }),
    { numRuns: 2000 },
  );
});

it('gives equal fractions their odd cents first come, first served', () => {
  expect(shareProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
  expect(shareProportionally(2, [5, 5, 5, 5])).toEqual([1, 1, 0, 0]);
  expect(shareProportionally(7, [3, 1, 3, 1, 3])).toEqual(allocateProportionally(7, [3, 1, 3, 1, 3]));
});
