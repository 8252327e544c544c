import { randomUUID } from 'node:crypto';
import { listPriceCents } from '@tillwise/core/promotion/price-list';
import type { Promotion, SavePromotionInput, TillPromotions } from '@tillwise/core/promotion/promotion-schemas';
import { withPromotions } from '@tillwise/core/promotion/promotion-lines';
import { promoteSale } from '@tillwise/core/promotion/sale-promotions';
import type { PromotionReport } from '@tillwise/core/report/promotion-report';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soldStatuses } from '../../db/report-rollups';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';

// Two promotions sold at both demo stores (My Store's till-1 and Riverside's till-r1), one sale getting both, one
// sale getting none; the report is checked against the order_promotions and orders rows the sales left behind.
let t: TestApp;
let manager: string;
let cashier: string;
/** The manager, signed in a second time and moved to Riverside (store-2). */
let riverside: string;
let buy2get1: Promotion;
let spring10: Promotion;
let unused: Promotion;
/** The business days the sales fell on, as a query (one, unless the test ran over midnight). */
let salesDays: string;
let lastDay: string;

const send = (method: 'POST' | 'GET', url: string, payload?: unknown, cookie = manager) =>
  t.app.inject({ method, url, ...(payload !== undefined && { payload: payload as object }), headers: { cookie } });

async function create(input: SavePromotionInput): Promise<Promotion> {
  const response = await send('POST', '/api/promotions', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Promotion>();
}

type Line = { productId: string; quantity: number };
interface Seller {
  cookie: string;
  storeId: string;
  tillId: string;
}

/** The cart as the till prices it: the same core code, from what GET /api/promotions/till gives the till. */
async function tillTotal(seller: Seller, lines: Line[], options: { couponCodes?: string[] } = {}) {
  const till = (await send('GET', '/api/promotions/till', undefined, seller.cookie)).json<TillPromotions>();
  const store = await t.db
    .selectFrom('store')
    .select(['id', 'time_zone'])
    .where('id', '=', seller.storeId)
    .executeTakeFirstOrThrow();
  const products = await productsInStore(t.db, seller.storeId)
    .where(
      'products.id',
      'in',
      lines.map((line) => line.productId),
    )
    .execute();
  const priced = lines.map((line) => {
    const product = products.find((p) => p.id === line.productId)!;
    return {
      productId: product.id,
      categoryId: product.category_id,
      unitPriceCents: listPriceCents(
        { id: product.id, categoryId: product.category_id, priceCents: product.price_cents },
        undefined,
      ),
      quantity: line.quantity,
      taxRate: product.tax_rate_bps / 100,
    };
  });
  const promoted = promoteSale(priced, till.promotions, {
    at: new Date(),
    timeZone: store.time_zone,
    storeId: store.id,
    customerGroupId: null,
    couponCodes: options.couponCodes ?? [],
  });
  return { totals: cartTotals(withPromotions(priced, promoted)), promoted };
}

async function sell(seller: Seller, lines: Line[], options: { couponCodes?: string[] } = {}): Promise<Sale> {
  const { totals } = await tillTotal(seller, lines, options);
  const body = {
    id: randomUUID(),
    tillId: seller.tillId,
    lines,
    payments: [{ method: 'card', amountCents: totals.totalCents }],
    expectedTotalCents: totals.totalCents,
    ...(options.couponCodes && { couponCodes: options.couponCodes }),
  };
  const response = await send('POST', '/api/sales', body, seller.cookie);
  expect(response.statusCode, response.body).toBe(200);
  const sale = response.json<Sale>();
  expect(sale.totalCents).toBe(totals.totalCents);
  return sale;
}

const report = (query: string, cookie = manager) => send('GET', `/api/reports/promotions?${query}`, undefined, cookie);

/** What the database holds, promotion by promotion, for the stores: worked out row by row here. */
async function heldFor(stores: string[]) {
  const rows = await t.db
    .selectFrom('order_promotions as op')
    .innerJoin('orders as o', 'o.id', 'op.order_id')
    .select(['op.promotion_id', 'op.order_id', 'op.units', 'op.discount_cents', 'op.coupon_code', 'o.total_cents'])
    .where('op.store_id', 'in', stores)
    .where('o.status', 'in', soldStatuses)
    .execute();
  const byPromotion = new Map<string, { sales: Set<string>; units: number; discount: number; revenue: number }>();
  const coupons = new Map<string, number>();
  for (const row of rows) {
    const entry = byPromotion.get(row.promotion_id) ?? { sales: new Set(), units: 0, discount: 0, revenue: 0 };
    entry.sales.add(row.order_id);
    entry.units += Number(row.units);
    entry.discount += Number(row.discount_cents);
    entry.revenue += Number(row.total_cents);
    byPromotion.set(row.promotion_id, entry);
    if (row.coupon_code) coupons.set(row.promotion_id, (coupons.get(row.promotion_id) ?? 0) + 1);
  }
  const orders = new Map(rows.map((row) => [row.order_id, Number(row.total_cents)]));
  return {
    rows: Object.fromEntries(
      [...byPromotion].map(([id, entry]) => [
        id,
        {
          sales: entry.sales.size,
          units: entry.units,
          discountCents: entry.discount,
          revenueCents: entry.revenue,
          couponUses: coupons.get(id) ?? 0,
        },
      ]),
    ),
    sales: orders.size,
    revenueCents: [...orders.values()].reduce((sum, cents) => sum + cents, 0),
  };
}

const figuresOf = (row: PromotionReport['rows'][number]) => ({
  sales: row.sales,
  units: row.units,
  discountCents: row.discountCents,
  revenueCents: row.revenueCents,
  couponUses: row.couponUses,
});

beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.signInAs('manager');
  cashier = await t.signInAs('cashier');
  riverside = await t.signInAs('manager');
  const moved = await send('POST', '/api/session/store', { storeId: 'store-2' }, riverside);
  expect(moved.statusCode, moved.body).toBe(200);

  buy2get1 = await create({
    name: 'Buy 2 get 1 free',
    rule: {
      kind: 'buy_x_get_y',
      buy: 2,
      get: 1,
      percentBps: 10_000,
      target: { productIds: ['prod-terracotta'], categoryIds: [] },
    },
  });
  spring10 = await create({
    name: 'Spring ten off',
    rule: { kind: 'spend_threshold', thresholdCents: 5000, amountCents: 1000 },
    coupon: { code: 'spring10' },
  });
  unused = await create({
    name: 'Seeds half price',
    rule: { kind: 'percent_off', percentBps: 5000, target: { productIds: [], categoryIds: ['cat-seeds'] } },
    coupon: { code: 'SEEDS50' },
  });

  const myStore = { cookie: cashier, storeId: 'store-1', tillId: 'till-1' };
  const riversideStore = { cookie: riverside, storeId: 'store-2', tillId: 'till-r1' };
  await sell(myStore, [{ productId: 'prod-terracotta', quantity: 3 }]);
  await sell(myStore, [{ productId: 'prod-terracotta', quantity: 6 }]);
  // Both promotions on one sale: it counts once in the totals.
  const both = await sell(
    myStore,
    [
      { productId: 'prod-terracotta', quantity: 3 },
      { productId: 'prod-ceramic', quantity: 2 },
    ],
    { couponCodes: ['SPRING10'] },
  );
  expect(both.promotions.map((p) => p.promotionId).sort()).toEqual([buy2get1.id, spring10.id].sort());
  // No promotion at all: not in the report.
  await sell(myStore, [{ productId: 'prod-trowel', quantity: 1 }]);
  const atRiverside = await sell(riversideStore, [{ productId: 'prod-ceramic', quantity: 2 }], {
    couponCodes: ['SPRING10'],
  });
  expect(atRiverside.promotions).toMatchObject([
    { promotionId: spring10.id, name: 'Spring ten off', discountCents: 1000, couponCode: 'SPRING10' },
  ]);
  const span = await t.db
    .selectFrom('order_promotions')
    .select((eb) => [eb.fn.min('business_date').as('first'), eb.fn.max('business_date').as('last')])
    .executeTakeFirstOrThrow();
  salesDays = `from=${span.first}&to=${span.last}`;
  lastDay = span.last;
});
afterAll(() => t?.close());

describe('GET /api/reports/promotions', () => {
  it("reports each promotion of the session's store as the database holds it, largest discount first", async () => {
    const response = await report(salesDays);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<PromotionReport>();
    const held = await heldFor(['store-1']);

    expect(body.rows.map((row) => row.promotionId)).toEqual([buy2get1.id, spring10.id]);
    expect(body.rows[0]).toMatchObject({
      name: 'Buy 2 get 1 free',
      couponCode: null,
      sales: 3,
      units: 12,
      couponUses: 0,
    });
    expect(body.rows[1]).toMatchObject({ name: 'Spring ten off', couponCode: 'SPRING10', sales: 1, couponUses: 1 });
    for (const row of body.rows) expect(figuresOf(row)).toEqual(held.rows[row.promotionId]);
    expect(body.rows[0]!.discountCents).toBe(4 * 1699);

    expect(body.totals).toEqual({
      sales: held.sales,
      units: 12 + body.rows[1]!.units,
      discountCents: body.rows[0]!.discountCents + body.rows[1]!.discountCents,
      revenueCents: held.revenueCents,
      couponUses: 1,
    });
    // The sale with both promotions counts once.
    expect(body.totals.sales).toBe(3);
    expect(body.totals.revenueCents).toBeLessThan(body.rows[0]!.revenueCents + body.rows[1]!.revenueCents);

    const named = (await report(`${salesDays}&store=store-1`)).json<PromotionReport>();
    expect(named).toEqual(body);
  });

  it('adds up every store for all, and shows one other store on its own', async () => {
    const all = (await report(`${salesDays}&store=all`)).json<PromotionReport>();
    const held = await heldFor(['store-1', 'store-2']);
    expect(all.rows.map((row) => row.promotionId)).toEqual([buy2get1.id, spring10.id]);
    for (const row of all.rows) expect(figuresOf(row)).toEqual(held.rows[row.promotionId]);
    expect(all.rows[1]).toMatchObject({ sales: 2, couponUses: 2 });
    expect(all.totals).toMatchObject({ sales: 4, revenueCents: held.revenueCents, couponUses: 2 });

    const second = (await report(`${salesDays}&store=store-2`)).json<PromotionReport>();
    expect(second.rows).toEqual([
      {
        promotionId: spring10.id,
        name: 'Spring ten off',
        couponCode: 'SPRING10',
        ...(await heldFor(['store-2'])).rows[spring10.id]!,
      },
    ]);
    expect(second.rows[0]).toMatchObject({ sales: 1, discountCents: 1000, couponUses: 1 });
    expect(second.totals.sales).toBe(1);
    expect(all.rows.some((row) => row.promotionId === unused.id)).toBe(false);
  });

  it('is empty outside the days the promotions were given', async () => {
    const later = new Date(Date.parse(`${lastDay}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const response = await report(`from=${later}&to=${later}&store=all`);
    expect(response.json<PromotionReport>()).toEqual({
      rows: [],
      totals: { sales: 0, units: 0, discountCents: 0, revenueCents: 0, couponUses: 0 },
    });
  });

  it('refuses a bad range with 400 and a message, and a cashier with 403', async () => {
    const backwards = await report(`from=${lastDay}&to=2020-01-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.headers['content-type']).toMatch(/application\/json/);
    expect(backwards.json<{ details: { message: string }[] }>().details.map((d) => d.message)).toContain(
      'The end date is before the start date',
    );
    const notADate = await report('from=yesterday&to=today');
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json<{ error: string }>().error).toEqual(expect.any(String));
    expect((await report(`from=${lastDay}`)).statusCode).toBe(400);
    expect((await report(salesDays, cashier)).statusCode).toBe(403);
  });
});
