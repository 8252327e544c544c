import fc from 'fast-check';
import { expect, it } from 'vitest';
import { roundCents } from '../money/money';
import { allocateProportionally } from '../sale/discount';
import { applyPromotions } from './promotion-engine';
import type { ActivePromotion, PromotionLine } from './promotion-engine';
import { isItemRule, itemDiscounts, reaches, saleDiscount } from './promotion-rules';
import type { ItemRule, PromotionUnit, SaleRule } from './promotion-rules';
import { itemRuleKinds, promotionRule, promotionTarget, smallRules } from './promotion-arbitraries';

const productIds = ['p1', 'p2', 'p3', 'p4'];
const categoryOf: Record<string, string> = { p1: 'c1', p2: 'c1', p3: 'c2', p4: 'c2' };

const rule = promotionRule(promotionTarget(productIds, ['c1', 'c2']), smallRules, [
  ...itemRuleKinds,
  'sale_percent_off',
  'sale_amount_off',
  'spend_threshold_amount',
]);

const promotions = (max: number) =>
  fc
    .array(fc.record({ rule, combinable: fc.boolean() }), { maxLength: max })
    .map((list) =>
      list.map((p, index): ActivePromotion => ({ ...p, id: `promo-${index}`, name: `Promotion ${index}` })),
    );

const lines = (maxLines: number, maxQuantity: number) =>
  fc
    .array(
      fc.record({
        productId: fc.constantFrom(...productIds),
        unitPriceCents: fc.integer({ min: 1, max: 2500 }),
        quantity: fc.integer({ min: 1, max: maxQuantity }),
        giftCard: fc.boolean().map((b) => b && false),
      }),
      { minLength: 1, maxLength: maxLines },
    )
    .map((list) =>
      list.map((l, index): PromotionLine => ({ ...l, key: `line-${index}`, categoryId: categoryOf[l.productId]! })),
    );

it('never takes a line below zero, nor more than it costs; gift cards never', () => {
  fc.assert(
    fc.property(lines(6, 5), promotions(5), fc.integer({ min: 0, max: 5 }), (cart, active, giftAt) => {
      const withGift = cart.map((l, i) => (i === giftAt ? { ...l, giftCard: true } : l));
      const outcome = applyPromotions(withGift, active);
      outcome.lines.forEach((result, index) => {
        const l = withGift[index]!;
        expect(result.discountCents).toBeGreaterThanOrEqual(0);
        expect(result.discountCents).toBeLessThanOrEqual(l.giftCard ? 0 : roundCents(l.unitPriceCents * l.quantity));
        expect(result.discountCents).toBe(result.promotions.reduce((sum, p) => sum + p.cents, 0));
      });
      expect(outcome.totalDiscountCents).toBe(outcome.lines.reduce((sum, l) => sum + l.discountCents, 0));
    }),
  );
});

it('the order lines were scanned in never changes the answer', () => {
  fc.assert(
    fc.property(
      lines(8, 4).chain((cart) => fc.tuple(fc.constant(cart), fc.shuffledSubarray(cart, { minLength: cart.length }))),
      promotions(6),
      ([cart, shuffled], active) => {
        const byKey = (outcome: ReturnType<typeof applyPromotions>) =>
          Object.fromEntries(outcome.lines.map((l) => [l.key, l]));
        const a = applyPromotions(cart, active);
        const b = applyPromotions(shuffled, [...active].reverse());
        expect(b.totalDiscountCents).toBe(a.totalDiscountCents);
        expect(b.applied).toEqual(a.applied);
        expect(byKey(b)).toEqual(byKey(a));
      },
    ),
    { numRuns: 500 },
  );
});

/**
 * Every deal the rules allow, tried one by one: any set of combinable promotions, or one that does not combine
 * alone; every way of giving each unit to one item promotion or none; then the sale promotions in turn.
 */
function bruteForceBest(cart: PromotionLine[], active: ActivePromotion[]): number {
  const units: PromotionUnit[] = cart.flatMap((l, index) =>
    l.giftCard
      ? []
      : Array.from({ length: l.quantity }, () => ({
          line: index,
          productId: l.productId,
          categoryId: l.categoryId,
          priceCents: l.unitPriceCents,
        })),
  );
  const combinable = active.filter((p) => p.combinable);
  const choices: ActivePromotion[][] = active.filter((p) => !p.combinable).map((p) => [p]);
  for (let mask = 0; mask < 1 << combinable.length; mask += 1)
    choices.push(combinable.filter((_, i) => mask & (1 << i)));
  let best = 0;
  for (const chosen of choices) {
    const items = chosen.filter((p) => isItemRule(p.rule)).map((p) => p.rule as ItemRule);
    const sales = chosen
      .filter((p) => !isItemRule(p.rule))
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((p) => p.rule as SaleRule);
    const assignment: number[] = units.map(() => -1);
    const visit = (u: number) => {
      if (u < units.length) {
        for (let p = -1; p < items.length; p += 1) {
          if (p >= 0 && !reaches(items[p]!, units[u]!)) continue;
          assignment[u] = p;
          visit(u + 1);
        }
        return;
      }
      const perLine = cart.map(() => 0);
      items.forEach((item, p) => {
        const mine = units.filter((_, i) => assignment[i] === p);
        // Each line's share of a promotion rounded once.
        const exact = cart.map(() => 0);
        itemDiscounts(item, mine).forEach((cents, n) => (exact[mine[n]!.line]! += cents));
        exact.forEach((cents, line) => (perLine[line]! += roundCents(cents)));
      });
      const remaining = cart.map((l, i) => (l.giftCard ? 0 : l.unitPriceCents * l.quantity - perLine[i]!));
      let total = perLine.reduce((a, b) => a + b, 0);
      for (const sale of sales) {
        const off = saleDiscount(
          sale,
          remaining.reduce((a, b) => a + b, 0),
        );
        allocateProportionally(off, remaining).forEach((share, i) => (remaining[i]! -= share));
        total += off;
      }
      best = Math.max(best, total);
    };
    visit(0);
  }
  return best;
}

it('the customer gets the best deal the rules allow (checked against every deal on small carts)', () => {
  fc.assert(
    fc.property(lines(3, 2), promotions(3), (cart, active) => {
      expect(applyPromotions(cart, active).totalDiscountCents).toBe(bruteForceBest(cart, active));
    }),
    { numRuns: 300 },
  );
});
