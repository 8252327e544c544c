import { randomUUID } from 'node:crypto';
import { addDays, businessDate, wallClockInstant } from '@tillwise/core/report/business-date';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, writeCounts } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';
import { getSalesOverview } from '../../services/sale-service';

// The demo stores' clock.
const zone = 'America/New_York';

let t: TestApp;
let manager: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.signInAs('manager');
  cashier = await t.signInAs('cashier');
});
afterAll(() => t?.close());

const product = (sku: string) => productsInStore(t.db).where('sku', '=', sku).executeTakeFirstOrThrow();
const customer = (id: string) =>
  t.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const post = (url: string, payload: unknown, cookie = cashier) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });

async function totalOf(lines: { sku: string; quantity: number }[]) {
  const rows = await Promise.all(lines.map((line) => product(line.sku)));
  return cartTotals(
    rows.map((row, i) => ({
      unitPriceCents: row.price_cents,
      quantity: lines[i]?.quantity ?? 0,
      taxRate: row.tax_rate_bps / 100,
    })),
  ).totalCents;
}

async function saleBody(lines: { sku: string; quantity: number }[], extra: Record<string, unknown> = {}) {
  const total = await totalOf(lines);
  const items = await Promise.all(
    lines.map(async (line) => ({ productId: (await product(line.sku)).id, quantity: line.quantity })),
  );
  return {
    id: randomUUID(),
    tillId: 'till-1',
    lines: items,
    payments: [{ method: 'card', amountCents: total }],
    expectedTotalCents: total,
    ...extra,
  };
}

describe('POST /api/sales', () => {
  it('records order, lines, payment, one stock movement per line and the loyalty earned, in one go', async () => {
    const before = {
      lavender: (await product('PLT-002')).stock,
      trowel: (await product('TLS-001')).stock,
      emma: (await customer('cust-emma')).loyalty_points,
    };
    const total = await totalOf([
      { sku: 'PLT-002', quantity: 2 },
      { sku: 'TLS-001', quantity: 1 },
    ]);
    const body = await saleBody(
      [
        { sku: 'PLT-002', quantity: 2 },
        { sku: 'TLS-001', quantity: 1 },
      ],
      {
        customerId: 'cust-emma',
        payments: [{ method: 'cash', amountCents: total, tenderedCents: Math.ceil(total / 1000) * 1000 + 1000 }],
      },
    );
    const response = await post('/api/sales', body);
    expect(response.statusCode).toBe(200);
    const sale = response.json();
    expect(sale).toMatchObject({
      id: body.id,
      status: 'completed',
      totalCents: total,
      itemCount: 3,
      customer: { id: 'cust-emma' },
    });
    expect(sale.number).toMatch(/^ORD-\d+$/);
    expect(sale.changeCents).toBe(Math.ceil(total / 1000) * 1000 + 1000 - total);
    expect(sale.lines).toHaveLength(2);
    expect(sale.loyaltyEarned).toBe(Math.floor(total / 100));

    expect((await product('PLT-002')).stock).toBe(before.lavender - 2);
    expect((await product('TLS-001')).stock).toBe(before.trowel - 1);
    expect((await customer('cust-emma')).loyalty_points).toBe(before.emma + Math.floor(total / 100));
    const movements = await t.db.selectFrom('stock_movements').selectAll().where('reference', '=', body.id).execute();
    expect(movements.map((m) => m.quantity_change).sort()).toEqual([-1, -2]);
    const payments = await t.db.selectFrom('payments').selectAll().where('order_id', '=', body.id).execute();
    expect(payments).toMatchObject([{ method: 'cash', amount_cents: total, change_cents: sale.changeCents }]);
  });

  it('numbers orders upwards from the last one', async () => {
    const first = (await post('/api/sales', await saleBody([{ sku: 'SED-001', quantity: 1 }]))).json();
    const second = (await post('/api/sales', await saleBody([{ sku: 'SED-001', quantity: 1 }]))).json();
    expect(Number(second.number.slice(4))).toBe(Number(first.number.slice(4)) + 1);
  });

  it('treats the same sale id sent twice, or in parallel, as one sale', async () => {
    const body = await saleBody([{ sku: 'SOL-002', quantity: 1 }]);
    const stock = (await product('SOL-002')).stock;
    const [a, b, c] = await Promise.all([post('/api/sales', body), post('/api/sales', body), post('/api/sales', body)]);
    const again = await post('/api/sales', body);
    for (const response of [a, b, c, again]) expect(response.statusCode).toBe(200);
    expect(new Set([a, b, c, again].map((r) => r.json().number)).size).toBe(1);
    expect(await t.db.selectFrom('orders').select('id').where('id', '=', body.id).execute()).toHaveLength(1);
    expect((await product('SOL-002')).stock).toBe(stock - 1);
  });

  it('sells below zero stock rather than refuse a customer', async () => {
    const bistro = await product('FUR-001');
    const body = await saleBody([{ sku: 'FUR-001', quantity: bistro.stock + 2 }]);
    expect((await post('/api/sales', body)).statusCode).toBe(200);
    expect((await product('FUR-001')).stock).toBe(-2);
  });

  it.each([
    ['a quantity of 0', { lines: [{ productId: 'prod-trowel', quantity: 0 }] }],
    ['no payment', { payments: [] }],
    ['a made-up method', { payments: [{ method: 'bitcoin', amountCents: 100 }] }],
    ['a non-uuid id', { id: 'sale-1' }],
    ['a negative amount', { payments: [{ method: 'card', amountCents: -5 }] }],
  ])('answers %s with 400 and writes nothing', async (_label, override) => {
    const before = await writeCounts(t);
    const response = await post('/api/sales', { ...(await saleBody([{ sku: 'TLS-001', quantity: 1 }])), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Invalid body');
    expect(await writeCounts(t)).toEqual(before);
  });

  it('answers an empty cart (no items, no gift cards) with 400 and writes nothing', async () => {
    const before = await writeCounts(t);
    const response = await post('/api/sales', { ...(await saleBody([{ sku: 'TLS-001', quantity: 1 }])), lines: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The cart is empty');
    expect(await writeCounts(t)).toEqual(before);
  });

  it('refuses cash tendered below the total with a message, and writes nothing', async () => {
    const before = await writeCounts(t);
    const body = await saleBody([{ sku: 'TLS-001', quantity: 1 }]);
    const response = await post('/api/sales', {
      ...body,
      payments: [{ method: 'cash', amountCents: body.expectedTotalCents, tenderedCents: 100 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^Cash tendered \$1\.00 is less than \$[\d.]+ due$/);
    expect(await writeCounts(t)).toEqual(before);
  });

  it('refuses a sale whose prices changed since the till showed them (409), and writes nothing', async () => {
    const before = await writeCounts(t);
    const body = await saleBody([{ sku: 'TLS-001', quantity: 1 }]);
    const response = await post('/api/sales', { ...body, expectedTotalCents: body.expectedTotalCents - 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/^Prices have changed: the total is now \$/);
    expect(await writeCounts(t)).toEqual(before);
  });

  it('refuses loyalty payment without an attached customer or without enough points', async () => {
    const body = await saleBody([{ sku: 'TLS-001', quantity: 1 }]);
    const loyalty = [{ method: 'loyalty', amountCents: body.expectedTotalCents }];
    expect((await post('/api/sales', { ...body, payments: loyalty })).json().error).toBe(
      'Attach a customer to pay with loyalty points',
    );
    const poor = await post('/api/sales', { ...body, customerId: 'cust-henry', payments: loyalty });
    expect(poor.statusCode).toBe(400);
    expect(poor.json().error).toMatch(/^Not enough loyalty points: 20 points cover \$0\.20$/);
  });

  it('pays with loyalty points at $0.01 each and takes them off the customer', async () => {
    const body = await saleBody([{ sku: 'SED-001', quantity: 1 }]);
    const richest = await t.db
      .selectFrom('customers')
      .selectAll()
      .orderBy('loyalty_points', 'desc')
      .executeTakeFirstOrThrow();
    expect(richest.loyalty_points).toBeGreaterThanOrEqual(body.expectedTotalCents);
    const response = await post('/api/sales', {
      ...body,
      customerId: richest.id,
      payments: [{ method: 'loyalty', amountCents: body.expectedTotalCents }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ loyaltyRedeemed: body.expectedTotalCents, loyaltyEarned: 0 });
    expect((await customer(richest.id)).loyalty_points).toBe(richest.loyalty_points - body.expectedTotalCents);
  });

  it('lets managers give discounts and refuses cashiers one above their cap without approval (403)', async () => {
    const lines = [{ sku: 'PLT-001', quantity: 1 }];
    const body = await saleBody(lines);
    const discounted = { ...body, discount: { kind: 'percent', percent: 10 } };
    const aboveCap = { ...body, discount: { kind: 'percent', percent: 15 } };
    expect((await post('/api/sales', aboveCap, cashier)).statusCode).toBe(403);
    const monstera = await product('PLT-001');
    const expected = cartTotals([{ unitPriceCents: monstera.price_cents, quantity: 1, taxRate: 20 }], {
      kind: 'percent',
      percent: 10,
    });
    const response = await post(
      '/api/sales',
      {
        ...discounted,
        expectedTotalCents: expected.totalCents,
        payments: [{ method: 'card', amountCents: expected.totalCents }],
      },
      manager,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ discountCents: expected.discountCents, totalCents: expected.totalCents });
  });

  it('offers only the payment methods enabled in Settings', async () => {
    const setMethods = (enabledMethods: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings/payments',
        headers: { cookie: manager },
        payload: { enabledMethods },
      });
    expect((await setMethods(['card'])).statusCode).toBe(200);
    const body = await saleBody([{ sku: 'SED-001', quantity: 1 }]);
    const response = await post('/api/sales', {
      ...body,
      payments: [{ method: 'cash', amountCents: body.expectedTotalCents }],
    });
    expect(response.json()).toEqual({
      error: 'Cash payments are turned off in Settings',
      details: [{ path: 'payments', message: 'Cash payments are turned off in Settings' }],
    });
    expect((await setMethods(['card', 'cash', 'voucher', 'loyalty'])).statusCode).toBe(200);
  });

  it('is closed to the inventory role', async () => {
    const inventory = await t.signInAs('inventory');
    expect((await post('/api/sales', await saleBody([{ sku: 'SED-001', quantity: 1 }]), inventory)).statusCode).toBe(
      403,
    );
  });
});

describe('parked sales', () => {
  it('parks a cart without payment or stock, lists it, and completes it in place', async () => {
    const stock = (await product('POT-002')).stock;
    const body = await saleBody([{ sku: 'POT-002', quantity: 1 }]);
    const parked = await post('/api/sales/parked', {
      id: body.id,
      tillId: 'till-1',
      lines: body.lines,
      note: 'Back in 10 minutes',
    });
    expect(parked.statusCode).toBe(200);
    expect(parked.json()).toMatchObject({ status: 'parked', payments: [], note: 'Back in 10 minutes' });
    expect((await product('POT-002')).stock).toBe(stock);

    const list = await t.app.inject({ method: 'GET', url: '/api/sales?status=parked', headers: { cookie: cashier } });
    expect(list.json().items.map((s: { id: string }) => s.id)).toContain(body.id);

    const completed = await post('/api/sales', body);
    expect(completed.json()).toMatchObject({ id: body.id, number: parked.json().number, status: 'completed' });
    expect((await product('POT-002')).stock).toBe(stock - 1);
  });

  it('discards a parked sale and keeps its row as discarded', async () => {
    const body = await saleBody([{ sku: 'SED-002', quantity: 1 }]);
    await post('/api/sales/parked', { id: body.id, tillId: 'till-1', lines: body.lines });
    const discard = await t.app.inject({
      method: 'DELETE',
      url: `/api/sales/parked/${body.id}`,
      headers: { cookie: cashier },
    });
    expect(discard.statusCode).toBe(204);
    expect(
      (await t.db.selectFrom('orders').select('status').where('id', '=', body.id).executeTakeFirstOrThrow()).status,
    ).toBe('discarded');
    expect((await post('/api/sales', body)).statusCode).toBe(409);
  });

  it('will not park over a completed sale', async () => {
    const body = await saleBody([{ sku: 'SED-001', quantity: 1 }]);
    await post('/api/sales', body);
    expect((await post('/api/sales/parked', { id: body.id, tillId: 'till-1', lines: body.lines })).statusCode).toBe(
      409,
    );
  });
});

describe('GET /api/sales', () => {
  it('finds sales by order number or customer name, case-insensitively, newest first', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sales?q=EMMA&pageSize=5',
      headers: { cookie: cashier },
    });
    const page = response.json();
    expect(page.total).toBeGreaterThan(5);
    expect(page.items.every((s: { customer: { name: string } }) => s.customer.name === 'Emma Thompson')).toBe(true);
    const dates = page.items.map((s: { createdAt: string }) => s.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const byNumber = await t.app.inject({ method: 'GET', url: '/api/sales?q=ord-1001', headers: { cookie: cashier } });
    expect(byNumber.json().items[0].number).toBe('ORD-1001');
  });

  it('filters by date range in the store’s days, both ends included: 9:30 pm in Asheville is on that day', async () => {
    const day = addDays(businessDate(new Date(), zone), -10);
    // One of that day's sales moved to the evening there, which is already the next day in UTC.
    const moved = await t.db
      .selectFrom('orders')
      .select('id')
      .where('store_id', '=', 'store-1')
      .where('status', '=', 'completed')
      .where('business_date', '=', day)
      .executeTakeFirstOrThrow();
    const evening = wallClockInstant(day, 21 * 60 + 30, zone).toISOString();
    await t.db.updateTable('orders').set({ created_at: evening }).where('id', '=', moved.id).execute();
    const list = async (from: string, to: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/sales?from=${from}&to=${to}&pageSize=100`,
          headers: { cookie: cashier },
        })
      ).json<{ total: number; items: { id: string; createdAt: string }[] }>();
    const page = await list(day, day);
    expect(page.total).toBeGreaterThan(1);
    expect(page.items.every((s) => businessDate(new Date(s.createdAt), zone) === day)).toBe(true);
    expect(page.items.map((s) => s.id)).toContain(moved.id);
    const next = addDays(day, 1);
    expect((await list(next, next)).items.map((s) => s.id)).not.toContain(moved.id);
    expect((await list(addDays(day, -1), next)).total).toBeGreaterThan(page.total);
  });

  it('filters by payment method and sorts by total', async () => {
    const cash = (
      await t.app.inject({ method: 'GET', url: '/api/sales?method=cash&pageSize=100', headers: { cookie: cashier } })
    ).json();
    expect(cash.total).toBeGreaterThan(0);
    const ids = cash.items.map((s: { id: string }) => s.id);
    const methods = await t.db
      .selectFrom('payments')
      .select(['order_id', 'method'])
      .where('order_id', 'in', ids)
      .execute();
    for (const id of ids) expect(methods.some((m) => m.order_id === id && m.method === 'cash')).toBe(true);
    const byTotal = (
      await t.app.inject({ method: 'GET', url: '/api/sales?sort=total-desc&pageSize=20', headers: { cookie: cashier } })
    ).json();
    const totals = byTotal.items.map((s: { totalCents: number }) => s.totalCents);
    expect(totals).toEqual([...totals].sort((a: number, b: number) => b - a));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/sales?method=bitcoin', headers: { cookie: cashier } }))
        .statusCode,
    ).toBe(400);
  });

  it('gives the Orders overview: 3 latest completed sales, pending and processing with the change from yesterday', async () => {
    const overview = (
      await t.app.inject({ method: 'GET', url: '/api/sales/overview', headers: { cookie: cashier } })
    ).json();
    expect(overview.recent).toHaveLength(3);
    expect(overview.recent.every((s: { status: string }) => s.status === 'completed')).toBe(true);
    const parked = await t.db.selectFrom('orders').select('created_at').where('status', '=', 'parked').execute();
    expect(overview.pending.count).toBe(parked.length);
    const today = businessDate(new Date(), zone);
    const made = (day: string) => parked.filter((p) => businessDate(new Date(p.created_at), zone) === day).length;
    expect(overview.pending.changeFromYesterday).toBe(made(today) - made(addDays(today, -1)));
    expect(overview.processing).toEqual({ count: 0, changeFromYesterday: 0 });
  });

  it('counts the overview’s today and yesterday by the store’s clock, not by UTC', async () => {
    const today = businessDate(new Date(), zone);
    const parked = await t.db.selectFrom('orders').select('id').where('status', '=', 'parked').execute();
    expect(parked.length).toBeGreaterThanOrEqual(2);
    // Both parked this morning in Asheville; asked at 11:30 pm there, when UTC is already on tomorrow.
    for (const [index, order] of parked.entries()) {
      const morning = wallClockInstant(today, 10 * 60 + index, zone).toISOString();
      await t.db.updateTable('orders').set({ created_at: morning }).where('id', '=', order.id).execute();
    }
    const lateEvening = wallClockInstant(today, 23 * 60 + 30, zone);
    const overview = await getSalesOverview(t.db, 'store-1', lateEvening);
    expect(overview.pending).toEqual({ count: parked.length, changeFromYesterday: parked.length });
  });

  it('answers a bad date with 400', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/sales?from=yesterday', headers: { cookie: cashier } }))
        .statusCode,
    ).toBe(400);
  });
});
