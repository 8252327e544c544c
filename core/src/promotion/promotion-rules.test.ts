import fc from 'fast-check';
import { expect, it } from 'vitest';
import { roundCents } from '../money/money';
import { inTarget, itemDiscounts } from './promotion-rules';
import { runDiscounts } from './promotion-runs';
import type { PromotionUnit } from './promotion-rules';
import { promotionItemRule, promotionTarget } from './promotion-arbitraries';

const products = ['p1', 'p2', 'p3', 'p4'];
const categoryOf = (productId: string) => (productId < 'p3' ? 'c1' : 'c2');

const itemRule = promotionItemRule(promotionTarget(products, ['c1', 'c2']), {
  buy: 4,
  get: 3,
  mixQuantity: { min: 1, max: 5 },
  tiers: 3,
  tierMinQuantity: { min: 1, max: 8 },
  thresholdCents: 0,
});

const run = fc.record({
  productId: fc.constantFrom(...products),
  priceCents: fc.constantFrom(199, 500, 999, 1250),
  count: fc.integer({ min: 0, max: 7 }),
});

it('runDiscounts takes off each run what itemDiscounts takes off its units, added up', () => {
  fc.assert(
    fc.property(itemRule, fc.array(run, { maxLength: 8 }), (rule, runs) => {
      const units: PromotionUnit[] = runs.flatMap(({ productId, priceCents, count }, r) =>
        Array.from({ length: count }, () => ({ line: r, productId, categoryId: categoryOf(productId), priceCents })),
      );
      const unitOff = runs.map(() => 0);
      itemDiscounts(rule, units).forEach((cents, n) => (unitOff[units[n]!.line]! += cents));

      const asUnit = (r: number) => ({ productId: runs[r]!.productId, categoryId: categoryOf(runs[r]!.productId) });
      const positions = runs.map((_, r) => r);
      const reward = rule.kind === 'buy_x_get_y' ? rule.reward : undefined;
      const off = runs.map(() => -1);
      const total = runDiscounts(
        rule,
        {
          priceCents: runs.map(({ priceCents }) => priceCents),
          bought: positions.map((r) => inTarget(rule.target, asUnit(r))),
          rewardable: positions.map((r) => !!reward && inTarget(reward, asUnit(r))),
          dearestFirst: positions.sort((a, b) => runs[b]!.priceCents - runs[a]!.priceCents || a - b),
        },
        runs.map(({ count }) => count),
        off,
      );
      // A run's units are one line's: their exact shares of a percentage are rounded once, together.
      const lineOff = unitOff.map(roundCents);
      expect(off).toEqual(lineOff);
      expect(total).toBe(lineOff.reduce((sum, cents) => sum + cents, 0));
    }),
    { numRuns: 3000 },
  );
});
