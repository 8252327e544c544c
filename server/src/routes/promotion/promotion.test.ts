import { randomUUID } from 'node:crypto';
import type { Promotion, SavePromotionInput } from '@tillwise/core/promotion/promotion-schemas';
import { previewRefund } from '@tillwise/core/refund/held-refund';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';
import { tillPriced } from '../../test/till-pricing';

let t: TestApp;
let manager: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.signInAs('manager');
  cashier = await t.signInAs('cashier');
});
afterAll(() => t?.close());

const send = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: unknown, cookie = manager) =>
  t.app.inject({ method, url, ...(payload !== undefined && { payload: payload as object }), headers: { cookie } });

const terracotta = { productIds: ['prod-terracotta'], categoryIds: [] };
const buy2get1: SavePromotionInput = {
  name: 'Buy 2 get 1 free',
  rule: { kind: 'buy_x_get_y', buy: 2, get: 1, percentBps: 10_000, target: terracotta },
};

async function create(input: SavePromotionInput): Promise<Promotion> {
  const response = await send('POST', '/api/promotions', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Promotion>();
}

beforeEach(async () => {
  // Each test starts with no promotions in force.
  for (const promotion of (await send('GET', '/api/promotions')).json<{ items: Promotion[] }>().items) {
    await send('DELETE', `/api/promotions/${promotion.id}`);
  }
});

type Line = { productId: string; quantity: number };

async function setPromotionRefundRule(refundRule: 'as_paid' | 'deals_earned') {
  const saved = await send('PUT', '/api/settings/preferences/refunds', { promotionRule: refundRule });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** Refunds the sale's first line one unit at a time, three times: what each refund gave back. */
async function refundOnePotThreeTimes(sale: Sale) {
  const given: number[] = [];
  for (let n = 0; n < 3; n++) {
    const answer = await send('POST', '/api/refunds', {
      id: randomUUID(),
      saleId: sale.id,
      tillId: 'till-1',
      reason: 'Returned',
      lines: [{ saleLineId: sale.lines[0]!.id, quantity: 1 }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    given.push(answer.json<{ amountCents: number }>().amountCents);
  }
  // Refunds in parts add up to exactly what was paid.
  expect(given.reduce((sum, amount) => sum + amount, 0)).toBe(sale.totalCents);
  return given;
}

/** The cart as the till prices it (see tillPriced), with the customer's group. */
async function tillTotal(lines: Line[], options: { customerId?: string; couponCodes?: string[]; at?: Date } = {}) {
  const customer = options.customerId
    ? await t.db.selectFrom('customers').select('group_id').where('id', '=', options.customerId).executeTakeFirst()
    : null;
  const sale = { customerGroupId: customer?.group_id ?? null, couponCodes: options.couponCodes ?? [] };
  const { totals, promoted } = await tillPriced(t, cashier, lines, sale, options.at);
  return { totals, promoted };
}

async function sell(lines: Line[], options: { customerId?: string; couponCodes?: string[]; id?: string } = {}) {
  const { totals } = await tillTotal(lines, options);
  const body = {
    id: options.id ?? randomUUID(),
    tillId: 'till-1',
    lines,
    payments: [{ method: 'card', amountCents: totals.totalCents }],
    expectedTotalCents: totals.totalCents,
    ...(options.customerId && { customerId: options.customerId }),
    ...(options.couponCodes && { couponCodes: options.couponCodes }),
  };
  return { response: await send('POST', '/api/sales', body, cashier), totals, body };
}

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

  it('refunds of a buy 2 get 1 free give back, by default, what each pot cost in the sale: a third of the line each', async () => {
    await create(buy2get1);
    const { response } = await sell([{ productId: 'prod-terracotta', quantity: 3 }]);
    const sale = response.json<Sale>();
    const upTo = (units: number) => Math.round((sale.totalCents * units) / 3);
    expect(await refundOnePotThreeTimes(sale)).toEqual([upTo(1), upTo(2) - upTo(1), upTo(3) - upTo(2)]);
  });

  it('under "take back deals no longer earned" the free pot gives back nothing, then what each paid one cost', async () => {
    await setPromotionRefundRule('deals_earned');
    try {
      await create(buy2get1);
      const { response } = await sell([{ productId: 'prod-terracotta', quantity: 3 }]);
      const sale = response.json<Sale>();
      const paidPot = Math.round(sale.totalCents / 2);
      expect(await refundOnePotThreeTimes(sale)).toEqual([0, paidPot, sale.totalCents - paidPot]);
      const lines = await t.db
        .selectFrom('refund_lines')
        .innerJoin('refunds', 'refunds.id', 'refund_lines.refund_id')
        .select(['refund_lines.amount_cents', 'refund_lines.tax_cents'])
        .where('refunds.order_id', '=', sale.id)
        .orderBy('refunds.created_at')
        .execute();
      expect(Number(lines[0]!.tax_cents)).toBe(0);
      const audited = await t.db
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'refund.recorded')
        .execute();
      expect(
        audited.map((row) => (JSON.parse(row.details) as { dealsTakenBackCents?: number }).dealsTakenBackCents),
      ).toContain(Math.round(sale.totalCents / 3));
    } finally {
      await setPromotionRefundRule('as_paid');
    }
  });

  it('a till still on the old promotions is told the price changed', async () => {
    const { body } = await sell([{ productId: 'prod-terracotta', quantity: 3 }], { id: randomUUID() });
    await create(buy2get1);
    const stale = await send('POST', '/api/sales', { ...body, id: randomUUID() }, cashier);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: string }>().error).toMatch(/Prices have changed/);
  });

  it('counts a coupon once per sale, even resent, and refuses it past its limit', async () => {
    const coupon = await create({
      name: 'SPRING10',
      rule: { kind: 'spend_threshold', thresholdCents: 5000, amountCents: 1000 },
      coupon: { code: 'spring10', limitTotal: 1 },
    });
    expect(coupon.coupon).toMatchObject({ code: 'SPRING10', limitTotal: 1, uses: 0 });
    const lines = [{ productId: 'prod-ceramic', quantity: 2 }];
    const id = randomUUID();
    const first = await sell(lines, { couponCodes: ['SPRING10'], id });
    expect(first.response.statusCode, first.response.body).toBe(200);
    expect(first.response.json<Sale>().promotions).toMatchObject([
      { promotionId: coupon.id, name: 'SPRING10', discountCents: 1000, couponCode: 'SPRING10' },
    ]);
    const resent = await send('POST', '/api/sales', first.body, cashier);
    expect(resent.statusCode).toBe(200);
    const uses = () =>
      t.db.selectFrom('coupon_uses').select('order_id').where('promotion_id', '=', coupon.id).execute();
    expect(await uses()).toEqual([{ order_id: id }]);
    const orders = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const refused = await sell(lines, { couponCodes: ['SPRING10'] });
    expect(refused.response.statusCode).toBe(400);
    expect(refused.response.json<{ error: string }>().error).toBe('SPRING10 has been used once, its limit');
    expect(await uses()).toHaveLength(1);
    const after = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(orders?.n));
    const unknown = await sell(lines, { couponCodes: ['NOPE99'] });
    expect(unknown.response.json<{ error: string }>().error).toBe('There is no coupon NOPE99');
  });

  it('a parked sale keeps its coupon codes, counted only when it is completed', async () => {
    const coupon = await create({
      name: 'PARKED5',
      rule: { kind: 'spend_threshold', thresholdCents: 1000, amountCents: 500 },
      coupon: { code: 'parked5', limitTotal: 5 },
    });
    const lines = [{ productId: 'prod-ceramic', quantity: 1 }];
    const id = randomUUID();
    const parked = await send('POST', '/api/sales/parked', { id, tillId: 'till-1', lines, couponCodes: ['PARKED5'] });
    expect(parked.statusCode, parked.body).toBe(200);
    const uses = () =>
      t.db.selectFrom('coupon_uses').select('order_id').where('promotion_id', '=', coupon.id).execute();
    expect(await uses()).toEqual([]);
    const resumed = await send('GET', `/api/sales/${id}`, undefined, cashier);
    expect(resumed.json<Sale>()).toMatchObject({ status: 'parked', couponCodes: ['PARKED5'] });

    const completed = await sell(lines, { couponCodes: resumed.json<Sale>().couponCodes, id });
    expect(completed.response.statusCode, completed.response.body).toBe(200);
    expect(completed.response.json<Sale>()).toMatchObject({
      status: 'completed',
      promotions: [{ promotionId: coupon.id, discountCents: 500, couponCode: 'PARKED5' }],
    });
    expect(completed.response.json<Sale>().couponCodes).toBeUndefined();
    expect(await uses()).toEqual([{ order_id: id }]);
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

describe('the refund dialog’s figures', () => {
  it.each([
    ['as_paid', 'what each item cost in the sale'],
    ['deals_earned', 'deals no longer earned taken back: the free pot gives back nothing'],
  ] as const)('are what the refund records under %s (%s)', async (rule, _means) => {
    await setPromotionRefundRule(rule);
    try {
      await create(buy2get1);
      const { response } = await sell([
        { productId: 'prod-terracotta', quantity: 3 },
        { productId: 'prod-lavender', quantity: 2 },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      let sale = response.json<Sale>();
      const pots = sale.lines.find((line) => line.productId === 'prod-terracotta')!;
      const lavender = sale.lines.find((line) => line.productId === 'prod-lavender')!;
      // One pot of three (the deal's free one, as the dialog shows it), then a pot and a lavender, then the rest.
      for (const lines of [
        [{ saleLineId: pots.id, quantity: 1 }],
        [
          { saleLineId: pots.id, quantity: 1 },
          { saleLineId: lavender.id, quantity: 1 },
        ],
        [
          { saleLineId: pots.id, quantity: 1 },
          { saleLineId: lavender.id, quantity: 1 },
        ],
      ]) {
        const preview = previewRefund(sale, lines, 0, 'original', rule);
        if ('error' in preview) throw new Error(preview.error);
        const refund = await send('POST', '/api/refunds', {
          id: randomUUID(),
          saleId: sale.id,
          tillId: 'till-1',
          lines,
          reason: 'Changed their mind',
          weights: 'product-unit',
        });
        expect(refund.statusCode, refund.body).toBe(200);
        expect(refund.json()).toMatchObject({ amountCents: preview.amountCents, tenders: preview.tenders });
        // What the dialog explains: what the items cost in the sale, less the deals taken back, is the refund.
        expect(preview.paidForItemsCents - preview.dealsTakenBackCents).toBe(preview.amountCents);
        if (lines.length === 1) {
          const third = Math.round(pots.totalCents / 3);
          expect(preview.paidForItemsCents).toBe(third);
          expect(preview.amountCents).toBe(rule === 'as_paid' ? third : 0);
        }
        sale = (await send('GET', `/api/sales/${sale.id}`)).json<Sale>();
      }
      // Refunds in parts add up to exactly what was paid.
      expect(sale.refundedCents).toBe(sale.totalCents);
    } finally {
      await setPromotionRefundRule('as_paid');
    }
  });
});
