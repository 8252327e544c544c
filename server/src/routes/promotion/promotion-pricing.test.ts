import { randomUUID } from 'node:crypto';
import type { Promotion } from '@tillwise/core/promotion/promotion-schemas';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';
import { buildPromotionApp, buy2get1, terracotta } from './promotion.fixtures';
import type { PromotionApp } from './promotion.fixtures';

// Promotions made by a manager and priced by the server as the till prices them: deals, trade prices, happy hours,
// offline sales.
let promotionApp: PromotionApp;
let t: TestApp;
let cashier: string;
let send: PromotionApp['send'];
let create: PromotionApp['create'];
let tillTotal: PromotionApp['tillTotal'];
let sell: PromotionApp['sell'];
beforeAll(async () => {
  promotionApp = await buildPromotionApp();
  ({ t, cashier, send, create, tillTotal, sell } = promotionApp);
});
afterAll(() => promotionApp?.t.close());
beforeEach(() => promotionApp.deleteAllPromotions());

describe('promotions', () => {
  it('a manager creates one; a cashier may not; bad input changes nothing', async () => {
    const created = await create(buy2get1);
    expect(created).toMatchObject({ name: 'Buy 2 get 1 free', combinable: true, active: true, coupon: null });
    expect((await send('POST', '/api/promotions', buy2get1, cashier)).statusCode).toBe(403);
    const bad = await send('POST', '/api/promotions', {
      name: 'Mix',
      rule: { kind: 'mix_and_match', quantity: 1, priceCents: 1000, target: terracotta },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ details: { message: string }[] }>().details.map((d) => d.message)).toContain(
      'A mix and match is at least 2 items',
    );
    const hours = await send('POST', '/api/promotions', { ...buy2get1, hoursFrom: '17:00' });
    expect(hours.statusCode).toBe(400);
    const items = (await send('GET', '/api/promotions')).json<{ items: Promotion[] }>().items;
    expect(items.map((p) => p.id)).toEqual([created.id]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'promotion.created')
      .execute();
    expect(audit.map((row) => row.summary)).toContain('Buy 2 get 1 free (Buy X get Y)');
  });

  it('the server prices a buy 2 get 1 free as the till does and records each line’s promotion', async () => {
    const promotion = await create(buy2get1);
    const { response, totals } = await sell([{ productId: 'prod-terracotta', quantity: 3 }]);
    expect(response.statusCode, response.body).toBe(200);
    const sale = response.json<Sale>();
    expect(totals.promotionCents).toBe(1699);
    expect(sale.totalCents).toBe(totals.totalCents);
    expect(sale.lines[0]).toMatchObject({
      promotionCents: 1699,
      promotions: [{ promotionId: promotion.id, name: 'Buy 2 get 1 free', cents: 1699 }],
    });
    expect(sale.promotions).toMatchObject([
      { promotionId: promotion.id, name: 'Buy 2 get 1 free', discountCents: 1699, couponCode: null },
    ]);
    expect(sale.promotions[0]?.rule).toEqual(buy2get1.rule);
    const stored = await t.db
      .selectFrom('order_promotions')
      .selectAll()
      .where('order_id', '=', sale.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ promotion_id: promotion.id, units: 3, discount_cents: 1699 });
    const again = (await send('GET', `/api/sales/${sale.id}`)).json<Sale>();
    expect(again.promotions).toEqual(sale.promotions);
  });

  it('a till still on the old promotions is told the price changed', async () => {
    const { body } = await sell([{ productId: 'prod-terracotta', quantity: 3 }], { id: randomUUID() });
    await create(buy2get1);
    const stale = await send('POST', '/api/sales', { ...body, id: randomUUID() }, cashier);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: string }>().error).toMatch(/Prices have changed/);
  });

  it('a trade customer pays the trade price list’s prices', async () => {
    const saved = await send('PUT', '/api/customer-groups/group-trade/prices', {
      prices: [
        { productId: 'prod-trowel', priceCents: 999 },
        { categoryId: 'cat-soil', percentOffBps: 2000 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await send('PUT', '/api/customers/cust-emma/group', { groupId: 'group-trade' })).statusCode).toBe(204);
    const { response } = await sell(
      [
        { productId: 'prod-trowel', quantity: 1 },
        { productId: 'prod-compost', quantity: 1 },
      ],
      { customerId: 'cust-emma' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Sale>().lines.map((line) => line.unitPriceCents)).toEqual([999, 799]);
    const badPrice = await send('PUT', '/api/customer-groups/group-trade/prices', {
      prices: [{ productId: 'prod-none', priceCents: 1 }],
    });
    expect(badPrice.statusCode).toBe(400);
    await send('PUT', '/api/customers/cust-emma/group', { groupId: null });
    await send('PUT', '/api/customer-groups/group-trade/prices', { prices: [] });
  });

  it('a happy hour applies inside its hours only', async () => {
    const store = await t.db.selectFrom('store').select('time_zone').executeTakeFirstOrThrow();
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: store.time_zone }).format(
        new Date(),
      ),
    );
    const pad = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    const now = await create({
      name: 'Happy hour',
      rule: { kind: 'percent_off', percentBps: 2000, target: { productIds: [], categoryIds: ['cat-plants'] } },
      hoursFrom: pad(hour),
      hoursTo: pad(hour + 1),
    });
    const inside = await sell([{ productId: 'prod-lavender', quantity: 1 }]);
    expect(inside.response.json<Sale>().promotions.map((p) => p.promotionId)).toEqual([now.id]);
    await send('PUT', `/api/promotions/${now.id}`, {
      name: 'Happy hour',
      rule: { kind: 'percent_off', percentBps: 2000, target: { productIds: [], categoryIds: ['cat-plants'] } },
      hoursFrom: pad(hour + 2),
      hoursTo: pad(hour + 3),
    });
    const outside = await sell([{ productId: 'prod-lavender', quantity: 1 }]);
    expect(outside.response.statusCode).toBe(200);
    expect(outside.response.json<Sale>().promotions).toEqual([]);
  });

  it('an offline sale priced by the till’s promotions is recorded at the same total, not marked', async () => {
    await create({
      name: '3 for $10',
      rule: {
        kind: 'mix_and_match',
        quantity: 3,
        priceCents: 1000,
        target: { productIds: [], categoryIds: ['cat-seeds'] },
      },
    });
    const lines = [
      { productId: 'prod-tomato-seeds', quantity: 2 },
      { productId: 'prod-wildflower', quantity: 1 },
    ];
    const { totals, promoted } = await tillTotal(lines);
    const online = await sell(lines);
    expect(online.response.json<Sale>().totalCents).toBe(totals.totalCents);
    const products = await productsInStore(t.db)
      .where('products.id', 'in', ['prod-tomato-seeds', 'prod-wildflower'])
      .execute();
    const offline = await send(
      'POST',
      '/api/sales',
      {
        id: randomUUID(),
        tillId: 'till-1',
        lines: lines.map((line, index) => ({
          ...line,
          unitPriceCents: products.find((p) => p.id === line.productId)!.price_cents,
          promotionCents: promoted.lines[index]!.promotionCents,
        })),
        payments: [{ method: 'card', amountCents: totals.totalCents }],
        expectedTotalCents: totals.totalCents,
        offline: { capturedAt: new Date().toISOString() },
      },
      cashier,
    );
    expect(offline.statusCode, offline.body).toBe(200);
    expect(offline.json<Sale>()).toMatchObject({ totalCents: totals.totalCents, priceDiffers: false });
    expect(offline.json<Sale>().promotions.map((p) => p.name)).toEqual(['3 for $10']);
  });
});
