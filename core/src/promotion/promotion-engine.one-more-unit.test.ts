import { expect, it } from 'vitest';
import { applyPromotions } from './promotion-engine';
import type { ActivePromotion, PromotionLine } from './promotion-engine';
import { searchedEveryWay } from './promotion-arbitraries';

// Carts past the engine's exhaustive search where one more unit once cost more than its price (found by the
// property in promotion-engine.scale.property.test.ts): each now adds at most that unit's price.

const gross = (cart: readonly PromotionLine[]) =>
  cart.reduce((total, line) => total + line.unitPriceCents * line.quantity, 0);
const pays = (cart: readonly PromotionLine[], active: readonly ActivePromotion[]) =>
  gross(cart) - applyPromotions(cart, active).totalDiscountCents;

it('one more unit: eight pens on buy 2 get 1 free and 20 % off cost $17.92, never more than seven and a pen', () => {
  const pens = (quantity: number): PromotionLine[] => [
    { key: 'pens', productId: 'pen', categoryId: 'stationery', unitPriceCents: 320, quantity },
  ];
  const deals: ActivePromotion[] = [
    {
      id: 'b2g1',
      name: 'Buy 2 get 1 free',
      combinable: true,
      rule: {
        kind: 'buy_x_get_y',
        buy: 2,
        get: 1,
        percentBps: 10_000,
        target: { productIds: ['pen'], categoryIds: [] },
      },
    },
    {
      id: 'off20',
      name: '20 % off',
      combinable: true,
      rule: { kind: 'percent_off', percentBps: 2000, target: { productIds: ['pen'], categoryIds: [] } },
    },
  ];
  const totals = Array.from({ length: 100 }, (_, n) => pays(pens(n + 1), deals));
  // 7: two free and one at 20 % off; 8: two free, two at 20 % off; 9: three free; 10: three free, one at 20 % off.
  expect(totals.slice(6, 10)).toEqual([1536, 1792, 1920, 2176]);
  // Up to 100 pens, past the exhaustive search too: each pen adds at most its price, and never less than nothing.
  totals.forEach((total, n) => n > 0 && expect(total - totals[n - 1]!).toBeLessThanOrEqual(320));
  totals.forEach((total, n) => n > 0 && expect(total).toBeGreaterThanOrEqual(totals[n - 1]!));
  expect(totals.slice(98)).toEqual([66 * 320, 66 * 320 + 256]);
});

it('a mix and match and a quantity break sharing dear and cheap pots: one more cheap pot costs its price, no more', () => {
  // Found by the property above (before swaps): each promotion held some of both kinds of pot, and neither gained
  // by taking or giving one kind alone, so the fourth cheap pot raised the sale by $10.16, not $8.51.
  const cart = (cheapPots: number): PromotionLine[] =>
    [
      ['p10', 382, 6, 'c2'],
      ['p8', 1707, 9, 'c0'],
      ['p3', 1585, 1, 'c3'],
      ['p9', 1540, 3, 'c1'],
      ['p8', 851, cheapPots, 'c0'],
      ['p7', 1284, 3, 'c3'],
    ].map(([productId, unitPriceCents, quantity, categoryId], n) => ({
      key: `line-00${n}`,
      productId: productId as string,
      unitPriceCents: unitPriceCents as number,
      quantity: quantity as number,
      categoryId: categoryId as string,
    }));
  const active: ActivePromotion[] = [
    {
      id: 'promo-1',
      name: '$23.32 off',
      combinable: true,
      rule: { kind: 'amount_off', amountCents: 2332, target: 'sale' },
    },
    {
      id: 'promo-2',
      name: 'Any 4 for $26.72',
      combinable: true,
      rule: {
        kind: 'mix_and_match',
        quantity: 4,
        priceCents: 2672,
        target: { productIds: ['p0'], categoryIds: ['c0'] },
      },
    },
    {
      id: 'promo-4',
      name: '5 or more at $10.16',
      combinable: true,
      rule: {
        kind: 'quantity_break',
        tiers: [{ minQuantity: 5, unitPriceCents: 1016 }],
        target: { productIds: ['p0'], categoryIds: ['c0', 'c1'] },
      },
    },
  ];
  expect(searchedEveryWay(cart(4), active)).toBe(false);
  expect(pays(cart(3), active)).toBe(17_358);
  expect(pays(cart(4), active)).toBe(17_358 + 851);
});

it('three item deals and a spend threshold on 33 bags: the 34th bag adds its $1.80 at most', () => {
  // Past the exhaustive search, the search of 34 bags settled on a way that took $3.15 less off than the 33 bags'
  // way with the 34th bag at its price: it now searches the cart less each one unit too (see lessOneUnitWays). That
  // is one step: 35 bags are searched against the 34 bags' own search, not its answer, and still cost $4.81 more.
  const cart = (bags: number): PromotionLine[] => [
    { key: 'line-000', productId: 'p3', categoryId: 'c3', unitPriceCents: 180, quantity: bags },
    { key: 'line-001', productId: 'p10', categoryId: 'c2', unitPriceCents: 1737, quantity: 14 },
    { key: 'line-002', productId: 'p4', categoryId: 'c0', unitPriceCents: 1069, quantity: 2 },
  ];
  const deals: ActivePromotion[] = [
    {
      id: 'promo-0',
      name: '$17.52 off $367.26',
      combinable: true,
      rule: { kind: 'spend_threshold', thresholdCents: 36_726, amountCents: 1752 },
    },
    {
      id: 'promo-1',
      name: 'Buy 2 get 1 at 32.18 % off',
      combinable: true,
      rule: {
        kind: 'buy_x_get_y',
        buy: 2,
        get: 1,
        percentBps: 3218,
        target: { productIds: ['p1', 'p3', 'p4'], categoryIds: ['c0'] },
      },
    },
    {
      id: 'promo-2',
      name: 'Any 4 for $19.63',
      combinable: true,
      rule: {
        kind: 'mix_and_match',
        quantity: 4,
        priceCents: 1963,
        target: { productIds: ['p0', 'p2', 'p3', 'p4'], categoryIds: ['c0', 'c1'] },
      },
    },
    {
      id: 'promo-3',
      name: 'Buy 1 get 3 at 7.6 % off',
      combinable: true,
      rule: {
        kind: 'buy_x_get_y',
        buy: 1,
        get: 3,
        percentBps: 760,
        target: { productIds: ['p0', 'p2', 'p3', 'p4', 'p5'], categoryIds: ['c0'] },
        reward: { productIds: ['p0', 'p1', 'p2', 'p3'], categoryIds: ['c0', 'c1'] },
      },
    },
  ];
  expect(searchedEveryWay(cart(33), deals)).toBe(false);
  expect(pays(cart(34), deals) - pays(cart(33), deals)).toBeLessThanOrEqual(180);
  expect(pays(cart(34), deals)).toBeGreaterThanOrEqual(pays(cart(33), deals));
});
