import fc from 'fast-check';
import { expect, it } from 'vitest';
import { roundCents } from '../money/money';
import { applyPromotions } from './promotion-engine';
import type { ActivePromotion, PromotionLine } from './promotion-engine';
import { isItemRule, percentOf, reaches } from './promotion-rules';
import type { PromotionRule } from './promotion-rules';
import { everyRuleKind, promotionRule, promotionTarget, searchedEveryWay } from './promotion-arbitraries';

// The engine's answer on carts far past its exhaustive search (up to 100 lines against 50 promotions, lines of up to
// 40 units): never worse than giving the units to any one promotion alone, nor than the line-by-line sharing the
// engine used before; on carts it tries every way, one more unit never costs the shopper more than its price.

const productIds = Array.from({ length: 12 }, (_, n) => `p${n}`);
const categoryOf = (productId: string) => `c${Number(productId.slice(1)) % 4}`;

const rule = promotionRule(
  promotionTarget(productIds.slice(0, 6), ['c0', 'c1']),
  {
    buy: 10,
    get: 3,
    mixQuantity: { min: 2, max: 5 },
    tiers: 3,
    tierMinQuantity: { min: 2, max: 30 },
    thresholdCents: 40_000,
  },
  everyRuleKind,
);

const promotions = fc
  .array(fc.record({ rule, combinable: fc.boolean() }), { minLength: 1, maxLength: 50 })
  .map((list) => list.map((p, n): ActivePromotion => ({ ...p, id: `promo-${n}`, name: `Promotion ${n}` })));

const lines = fc
  .array(
    fc.record({
      productId: fc.constantFrom(...productIds),
      unitPriceCents: fc.integer({ min: 1, max: 2500 }),
      quantity: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 3 }) },
        { weight: 1, arbitrary: fc.integer({ min: 4, max: 40 }) },
      ),
    }),
    { minLength: 1, maxLength: 100 },
  )
  .map((list) =>
    list.map((l, n): PromotionLine => ({
      ...l,
      key: `line-${String(n).padStart(3, '0')}`,
      categoryId: categoryOf(l.productId),
    })),
  );

const gross = (cart: readonly PromotionLine[]) =>
  cart.reduce((total, line) => total + line.unitPriceCents * line.quantity, 0);
const pays = (cart: readonly PromotionLine[], active: readonly ActivePromotion[]) =>
  gross(cart) - applyPromotions(cart, active).totalDiscountCents;

const fewLines = fc
  .array(
    fc.record({
      productId: fc.constantFrom(...productIds.slice(0, 6)),
      unitPriceCents: fc.integer({ min: 1, max: 2500 }),
      quantity: fc.integer({ min: 1, max: 12 }),
    }),
    { minLength: 1, maxLength: 4 },
  )
  .map((list) => list.map((l, n): PromotionLine => ({ ...l, key: `line-${n}`, categoryId: categoryOf(l.productId) })));

it('one more unit never costs more than its price, and no cart comes to less than nothing (the cart tried every way)', () => {
  let tried = 0;
  let tookPast = 0;
  fc.assert(
    fc.property(
      fewLines,
      promotions.map((list) => list.slice(0, 5)),
      fc.nat(),
      fc.boolean(),
      (cart, active, at, newLine) => {
        const line = cart[at % cart.length]!;
        const more = newLine
          ? [...cart, { ...line, key: 'line-added', quantity: 1 }]
          : cart.map((l) => (l === line ? { ...l, quantity: l.quantity + 1 } : l));
        // One more unit may take the cart past the exhaustive search: the search then tries every way of the cart
        // less any one unit, so it still holds.
        if (!searchedEveryWay(cart, active)) return;
        tried += 1;
        if (!searchedEveryWay(more, active)) tookPast += 1;
        const after = pays(more, active);
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after - pays(cart, active)).toBeLessThanOrEqual(line.unitPriceCents);
      },
    ),
    { numRuns: 600 },
  );
  // Most draws are carts the engine tries every way: the property is not checked on a handful.
  expect(tried).toBeGreaterThan(450);
  expect(tookPast).toBeGreaterThan(0);
});

it('one more unit never costs more than its price on carts of up to 100 lines and 50 promotions', () => {
  let pastTheSearch = 0;
  fc.assert(
    fc.property(lines, promotions, fc.nat(), fc.boolean(), (cart, active, at, newLine) => {
      const line = cart[at % cart.length]!;
      const more = newLine
        ? [...cart, { ...line, key: 'line-added', quantity: 1 }]
        : cart.map((l) => (l === line ? { ...l, quantity: l.quantity + 1 } : l));
      if (!searchedEveryWay(more, active)) pastTheSearch += 1;
      const after = pays(more, active);
      expect(after).toBeGreaterThanOrEqual(0);
      expect(after - pays(cart, active)).toBeLessThanOrEqual(line.unitPriceCents);
    }),
    // Past the exhaustive search the answer is a search's, not a proof's: on these draws it holds every time, and
    // on random ones about 1 in 20,000 misses (see docs/user-guide.md); the draws are fixed so that
    // a change that makes it worse fails here rather than one run in many.
    { numRuns: 1500, seed: 20261128 },
  );
  expect(pastTheSearch).toBeGreaterThan(300);
});

it('never takes off less than any one promotion takes alone', () => {
  fc.assert(
    fc.property(lines, promotions, (cart, active) => {
      const total = applyPromotions(cart, active).totalDiscountCents;
      for (const promotion of active) {
        // With the combinable ones, each may be used alone; one that does not combine is always a choice alone.
        expect(total).toBeGreaterThanOrEqual(applyPromotions(cart, [promotion]).totalDiscountCents);
      }
    }),
    { numRuns: 100 },
  );
});

const onePercent = (cart: readonly PromotionLine[], rule: PromotionRule) =>
  applyPromotions(cart, [{ id: 'promo-percent', name: 'Percent off', rule, combinable: true }]);

it('a percentage off is the exactly rounded percentage of each line it reaches, whatever the quantity', () => {
  fc.assert(
    fc.property(
      lines,
      fc.integer({ min: 1, max: 10_000 }),
      promotionTarget(productIds, ['c0']),
      (cart, bps, target) => {
        const rule: PromotionRule = { kind: 'percent_off', percentBps: bps, target };
        const outcome = onePercent(cart, rule);
        cart.forEach((line, n) => {
          const reached = isItemRule(rule) && reaches(rule, { ...line, line: n, priceCents: line.unitPriceCents });
          const lineCents = line.unitPriceCents * line.quantity;
          expect(outcome.lines[n]!.discountCents).toBe(reached ? roundCents((lineCents * bps) / 10_000) : 0);
        });
      },
    ),
    { numRuns: 300 },
  );
  const sale: PromotionRule = { kind: 'percent_off', percentBps: 1500, target: 'sale' };
  expect(onePercent(lines100(35), sale).totalDiscountCents).toBe(percentOf(100 * 35, 1500));
});

function lines100(unitPriceCents: number): PromotionLine[] {
  return [{ key: 'a', productId: 'p0', categoryId: 'c0', unitPriceCents, quantity: 100 }];
}
