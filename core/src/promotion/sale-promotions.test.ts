import { describe, expect, it } from 'vitest';
import { cartTotals } from '../sale/cart-totals';
import { listPriceCents } from './price-list';
import { couponProblem, inSchedule, localMoment, promotionsInForce } from './promotion-conditions';
import type { SaleOccasion } from './promotion-conditions';
import type { Promotion } from './promotion-schemas';
import { promoteSale } from './sale-promotions';

const base: Omit<Promotion, 'id' | 'name' | 'rule'> = {
  combinable: true,
  excludesTypedDiscounts: false,
  startsAt: null,
  endsAt: null,
  days: [],
  hoursFrom: null,
  hoursTo: null,
  storeIds: [],
  customerGroupIds: [],
  coupon: null,
  active: true,
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const pots = { productIds: ['pot'], categoryIds: [] };
const b2g1: Promotion = {
  ...base,
  id: 'p-b2g1',
  name: 'Buy 2 get 1 free',
  rule: { kind: 'buy_x_get_y', buy: 2, get: 1, percentBps: 10_000, target: pots },
};
const seeds: Promotion = {
  ...base,
  id: 'p-seeds',
  name: '3 for $10',
  rule: { kind: 'mix_and_match', quantity: 3, priceCents: 1000, target: { productIds: [], categoryIds: ['seeds'] } },
};
// Thursday 26 November 2026, 17:30 in New York.
const occasion: SaleOccasion = {
  at: new Date('2026-11-26T22:30:00Z'),
  timeZone: 'America/New_York',
  storeId: 'store-1',
  customerGroupId: null,
  couponCodes: [],
};
const pot = { productId: 'pot', categoryId: 'pots', unitPriceCents: 699, quantity: 3 };
const packet = (id: string) => ({ productId: id, categoryId: 'seeds', unitPriceCents: 399, quantity: 1 });

describe('promoteSale', () => {
  it('gives each line what its promotions take off, and the cart totals take it before typed discounts', () => {
    const lines = [pot, packet('basil'), packet('kale')];
    const promoted = promoteSale(lines, [b2g1, seeds], occasion);
    expect(promoted.lines.map((line) => line.promotionCents)).toEqual([699, 0, 0]);
    expect(promoted.applied).toEqual([
      { promotionId: 'p-b2g1', name: 'Buy 2 get 1 free', discountCents: 699, couponCode: null },
    ]);
    expect(promoted.nearly).toEqual([{ promotionId: 'p-seeds', name: '3 for $10', units: 1, productIds: [] }]);
    const totals = cartTotals(
      lines.map((line, index) => ({
        ...line,
        taxRate: 0,
        discount: index === 0 ? { kind: 'percent' as const, percent: 10 } : null,
        promotionCents: promoted.lines[index]!.promotionCents,
      })),
    );
    // 20.97 − 6.99 free = 13.98, then 10 % typed off = 12.58; the seed packets at 3.99 each.
    expect(totals.lines[0]).toMatchObject({ discountCents: 699 + 140, promotionCents: 699, totalCents: 1258 });
    expect(totals.totalCents).toBe(1258 + 798);
  });

  it('keeps typed discounts off lines whose promotion excludes them', () => {
    const exclusive = { ...b2g1, excludesTypedDiscounts: true };
    const promoted = promoteSale([pot, packet('basil')], [exclusive], occasion);
    expect(promoted.lines[0]!.typedDiscountExcluded).toBe(true);
    const totals = cartTotals(
      [pot, packet('basil')].map((line, index) => ({ ...line, taxRate: 0, ...promoted.lines[index] })),
      { kind: 'amount', cents: 100 },
    );
    expect(totals.lines.map((line) => line.discountCents)).toEqual([699, 100]);
  });

  it('gives a weighed line the sale promotions only', () => {
    const tomatoes = {
      productId: 'tomato',
      categoryId: 'seeds',
      unitPriceCents: 500,
      quantity: 2000,
      soldBy: 'kg' as const,
    };
    const tenOff = {
      ...base,
      id: 'p-sale',
      name: '10 % off',
      rule: { kind: 'percent_off' as const, percentBps: 1000, target: 'sale' as const },
    };
    const promoted = promoteSale([tomatoes], [seeds, tenOff], occasion);
    expect(promoted.lines[0]!.promotionCents).toBe(100);
    expect(promoted.applied.map((a) => a.promotionId)).toEqual(['p-sale']);
  });

  it('gives the same answer whatever order the lines were scanned in', () => {
    const lines = [pot, packet('basil'), packet('kale'), packet('dill')];
    const forward = promoteSale(lines, [b2g1, seeds], occasion);
    const backward = promoteSale([...lines].reverse(), [b2g1, seeds], occasion);
    expect(backward.lines.map((line) => line.promotionCents).reverse()).toEqual(
      forward.lines.map((line) => line.promotionCents),
    );
    expect(backward.totalCents).toBe(forward.totalCents);
  });
});

describe('promotionsInForce', () => {
  it('takes the store’s wall clock for dates, days and happy hours', () => {
    expect(localMoment(occasion.at, occasion.timeZone)).toEqual({ dateTime: '2026-11-26T17:30', weekday: 4 });
    const happyHour = { ...base, hoursFrom: '17:00', hoursTo: '19:00' };
    expect(inSchedule(happyHour, localMoment(occasion.at, occasion.timeZone))).toBe(true);
    expect(inSchedule(happyHour, localMoment(new Date('2026-11-26T20:00:00Z'), occasion.timeZone))).toBe(false);
    expect(
      inSchedule({ ...base, hoursFrom: '22:00', hoursTo: '02:00' }, { dateTime: '2026-11-26T01:00', weekday: 4 }),
    ).toBe(true);
    expect(inSchedule({ ...base, days: [0, 6] }, { dateTime: '2026-11-26T12:00', weekday: 4 })).toBe(false);
    expect(inSchedule({ ...base, endsAt: '2026-11-26T17:30' }, { dateTime: '2026-11-26T17:30', weekday: 4 })).toBe(
      false,
    );
  });

  it('keeps a promotion to its stores, customer groups and coupon', () => {
    const trade = { ...b2g1, customerGroupIds: ['trade'] };
    const elsewhere = { ...seeds, storeIds: ['store-2'] };
    const coupon = {
      ...b2g1,
      id: 'p-coupon',
      coupon: { code: 'SPRING10', limitTotal: 1, limitPerCustomer: null, expiresOn: null, uses: 0 },
    };
    expect(promotionsInForce([trade, elsewhere, coupon], occasion)).toEqual([]);
    expect(
      promotionsInForce([trade, elsewhere, coupon], {
        ...occasion,
        customerGroupId: 'trade',
        couponCodes: ['SPRING10'],
      }).map((p) => p.id),
    ).toEqual(['p-b2g1', 'p-coupon']);
    expect(couponProblem({ ...coupon, coupon: { ...coupon.coupon, uses: 1 } }, occasion)).toBe(
      'SPRING10 has been used once, its limit',
    );
    expect(couponProblem({ ...coupon, coupon: { ...coupon.coupon, expiresOn: '2026-11-25' } }, occasion)).toBe(
      'SPRING10 has expired',
    );
  });
});

describe('listPriceCents', () => {
  const product = { id: 'pot', categoryId: 'pots', priceCents: 1000 };
  it('takes the product’s own price first, then the category’s percentage, then the shelf price', () => {
    expect(
      listPriceCents(product, [
        { categoryId: 'pots', percentOffBps: 1500 },
        { productId: 'pot', priceCents: 800 },
      ]),
    ).toBe(800);
    expect(listPriceCents(product, [{ categoryId: 'pots', percentOffBps: 1500 }])).toBe(850);
    expect(listPriceCents(product, [{ categoryId: 'seeds', percentOffBps: 1500 }])).toBe(1000);
    expect(listPriceCents(product, null)).toBe(1000);
  });
});
