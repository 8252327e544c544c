import { businessDate } from '@tillwise/core/report/business-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, writeCounts } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { offlineSaleInput } from '../../test/offline-sale-factory';
import { productsInStore, setStock } from '../../test/store-stock';

let t: TestApp;
let manager: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  [manager, cashier] = await Promise.all([t.signInAs('manager'), t.signInAs('cashier')]);
});
afterAll(() => t?.close());

const product = (sku: string) => productsInStore(t.db).where('sku', '=', sku).executeTakeFirstOrThrow();
const order = (id: string) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const post = (url: string, payload: unknown, cookie = cashier) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
const put = (url: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: { cookie: manager } });

describe('a sale taken offline', () => {
  it('is recorded at the prices the till showed after a price change, flagged, never 409', async () => {
    const lavender = await product('PLT-002');
    await t.db
      .updateTable('products')
      .set({ price_cents: lavender.price_cents + 200 })
      .where('id', '=', lavender.id)
      .execute();
    const body = await offlineSaleInput(t, 'till-1', [
      { sku: 'PLT-002', quantity: 2, unitPriceCents: lavender.price_cents },
      { sku: 'SED-001', quantity: 1 },
    ]);
    const { offline: _offline, ...online } = body;
    const refused = await post('/api/sales', {
      ...online,
      lines: online.lines.map(({ productId, quantity }) => ({ productId, quantity })),
    });
    expect(refused.statusCode).toBe(409);

    const response = await post('/api/sales', body);
    expect(response.statusCode).toBe(200);
    const sale = response.json();
    expect(sale).toMatchObject({ capturedOffline: true, priceDiffers: true, totalCents: body.expectedTotalCents });
    expect(sale.lines[0]).toMatchObject({ unitPriceCents: lavender.price_cents, quantity: 2 });
    expect(await order(body.id)).toMatchObject({ captured_offline: 1, offline_price_differs: 1 });
    expect(
      (await post('/api/sales', await offlineSaleInput(t, 'till-1', [{ sku: 'PLT-002', quantity: 1 }]))).json(),
    ).toMatchObject({ capturedOffline: true, priceDiffers: false });
  });

  it('is flagged when the till applied another tax rate', async () => {
    expect((await product('TLS-001')).tax_rate_bps).toBeGreaterThan(0);
    const body = await offlineSaleInput(t, 'till-1', [{ sku: 'TLS-001', quantity: 1 }]);
    const line = { ...body.lines[0], taxRate: 0 } as (typeof body.lines)[number];
    const total = line.unitPriceCents;
    const response = await post('/api/sales', {
      ...body,
      lines: [line],
      payments: [{ method: 'card', amountCents: total }],
      expectedTotalCents: total,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ priceDiffers: true, taxCents: 0 });
  });

  it('takes its completion time and business day from when it was taken, in the store’s time zone', async () => {
    const store = (
      await t.app.inject({ method: 'GET', url: '/api/settings/store', headers: { cookie: manager } })
    ).json();
    expect((await put('/api/settings/store', { ...store, timeZone: 'America/New_York' })).statusCode).toBe(200);
    // 03:30 UTC is the evening before in New York: the latest such moment (within the last day).
    const today = new Date(`${new Date().toISOString().slice(0, 10)}T03:30:00.000Z`);
    const capturedAt = today.getTime() < Date.now() ? today : new Date(today.getTime() - 86_400_000);
    const body = await offlineSaleInput(t, 'till-1', [{ sku: 'SED-001', quantity: 1 }]);
    const response = await post('/api/sales', { ...body, offline: { capturedAt: capturedAt.toISOString() } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      completedAt: capturedAt.toISOString(),
      createdAt: capturedAt.toISOString(),
    });
    const row = await order(body.id);
    expect(row.business_date).toBe(businessDate(capturedAt, 'America/New_York'));
    expect(row.business_date).not.toBe(capturedAt.toISOString().slice(0, 10));
    const movement = await t.db
      .selectFrom('stock_movements')
      .select('created_at')
      .where('reference', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(movement.created_at).toBe(capturedAt.toISOString());

    // A till whose clock runs a little ahead is taken at its word, as now; one far ahead or far behind is held.
    const ahead = await offlineSaleInput(t, 'till-1', [{ sku: 'SED-001', quantity: 1 }], { minutesAgo: -2 });
    const before = Date.now();
    const clamped = (await post('/api/sales', ahead)).json();
    expect(Date.parse(clamped.completedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(clamped.completedAt)).toBeLessThanOrEqual(Date.now());
    for (const minutesAgo of [-600, 25 * 60]) {
      const far = await offlineSaleInput(t, 'till-1', [{ sku: 'SED-001', quantity: 1 }], { minutesAgo });
      const held = await post('/api/sales', far);
      expect(held.statusCode).toBe(202);
      expect(await t.db.selectFrom('orders').select('id').where('id', '=', far.id).execute()).toEqual([]);
    }
    expect((await put('/api/settings/store', store)).statusCode).toBe(200);
  });

  it('stores a card rather than capturing it, and shows which payments were stored', async () => {
    const body = await offlineSaleInput(t, 'till-1', [{ sku: 'TLS-001', quantity: 1 }], {
      pay: (total) => [
        { method: 'cash', amountCents: 500, tenderedCents: 1000 },
        { method: 'card', amountCents: total - 500 },
      ],
    });
    const sale = (await post('/api/sales', body)).json();
    expect(
      sale.payments.map((p: { method: string; status: string; stored: boolean }) => [p.method, p.status, p.stored]),
    ).toEqual([
      ['cash', 'completed', false],
      ['card', 'stored', true],
    ]);
  });

  it('refuses a card above the store’s offline card limit with 400 and writes nothing, online or not', async () => {
    const body = await offlineSaleInput(t, 'till-1', [{ sku: 'TLS-001', quantity: 14 }]);
    expect(body.expectedTotalCents).toBeGreaterThan(20_000);
    const before = await writeCounts(t);
    const refused = await post('/api/sales', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'A card payment taken offline may be at most $200.00',
      details: [{ path: 'payments.0.amountCents', message: 'A card payment taken offline may be at most $200.00' }],
    });
    expect(await writeCounts(t)).toEqual(before);

    const payments = (
      await t.app.inject({ method: 'GET', url: '/api/settings/payments', headers: { cookie: manager } })
    ).json();
    expect((await put('/api/settings/payments', { ...payments, offlineCardLimitCents: 50_000 })).statusCode).toBe(200);
    expect((await post('/api/sales', body)).statusCode).toBe(200);
    expect((await put('/api/settings/payments', payments)).statusCode).toBe(200);
  });

  it('takes stock below zero, and sells a product taken off sale since: the goods have gone', async () => {
    const trowel = await product('TLS-001');
    await setStock(t.db, trowel.id, 1);
    await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', trowel.id).execute();
    const body = await offlineSaleInput(t, 'till-1', [{ sku: 'TLS-001', quantity: 3 }]);
    const { offline: _offline, ...online } = body;
    expect((await post('/api/sales', online)).statusCode).toBe(400);
    expect((await post('/api/sales', body)).statusCode).toBe(200);
    expect((await product('TLS-001')).stock).toBe(-2);
    await t.db.updateTable('products').set({ is_active: 1 }).where('id', '=', trowel.id).execute();
  });

  it('earns points as online and, redeeming more than the customer has, takes only what they have', async () => {
    const customerId = 'cust-emma';
    await t.db.updateTable('customers').set({ loyalty_points: 300 }).where('id', '=', customerId).execute();
    const body = await offlineSaleInput(t, 'till-1', [{ sku: 'TLS-001', quantity: 1 }], {
      pay: (total) => [
        { method: 'loyalty', amountCents: 500 },
        { method: 'card', amountCents: total - 500 },
      ],
    });
    const response = await post('/api/sales', { ...body, customerId });
    expect(response.statusCode).toBe(200);
    const sale = response.json();
    const earned = Math.floor((body.expectedTotalCents - 500) / 100);
    expect(sale).toMatchObject({ loyaltyRedeemed: 300, loyaltyEarned: earned });
    const customer = await t.db
      .selectFrom('customers')
      .select('loyalty_points')
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(customer.loyalty_points).toBe(earned);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['summary', 'details'])
      .where('subject_id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(audit.summary).toContain('taken offline');
    expect(JSON.parse(audit.details).offline).toMatchObject({ loyaltyShortfall: 200, priceDiffers: false });
  });

  it('joins the till’s open shift; with none open it is recorded on the till alone, never refused', async () => {
    const openShift = await t.db
      .selectFrom('shifts')
      .select('id')
      .where('till_id', '=', 'till-1')
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    const onTill1 = await offlineSaleInput(t, 'till-1', [{ sku: 'SED-001', quantity: 1 }]);
    expect((await post('/api/sales', onTill1)).statusCode).toBe(200);
    expect((await order(onTill1.id)).shift_id).toBe(openShift.id);

    const onTill2 = await offlineSaleInput(t, 'till-2', [{ sku: 'SED-001', quantity: 1 }]);
    const { offline: _offline, ...online } = onTill2;
    expect((await post('/api/sales', online)).statusCode).toBe(409);
    expect((await post('/api/sales', onTill2)).statusCode).toBe(200);
    expect(await order(onTill2.id)).toMatchObject({ till_id: 'till-2', shift_id: null });
    expect((await post('/api/sales', { ...onTill2, id: crypto.randomUUID(), tillId: 'till-r1' })).statusCode).toBe(400);
  });

  it('refuses, with 400 and nothing written, lines without the price the till showed or not adding up', async () => {
    const body = await offlineSaleInput(t, 'till-1', [{ sku: 'SED-001', quantity: 2 }]);
    const before = await writeCounts(t);
    const unpriced = await post('/api/sales', {
      ...body,
      lines: [{ productId: body.lines[0]?.productId, quantity: 2 }],
    });
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json().details).toEqual([
      { path: 'lines.0.unitPriceCents', message: 'Send the unit price the till showed' },
    ]);
    const wrongTotal = await post('/api/sales', { ...body, expectedTotalCents: body.expectedTotalCents + 1 });
    expect(wrongTotal.statusCode).toBe(400);
    expect(wrongTotal.json().details[0].path).toBe('expectedTotalCents');
    for (const offline of [{ capturedAt: 'yesterday' }, {}, { capturedAt: '2026-01-01' }]) {
      expect((await post('/api/sales', { ...body, offline })).statusCode).toBe(400);
    }
    expect(await writeCounts(t)).toEqual(before);
  });
});

describe('who took a sale offline', () => {
  const takenBy = async (userId: string, credential?: string) => {
    // Taken just now: a credential holds only for what is taken after it was issued.
    const body = await offlineSaleInput(t, 'till-1', [{ sku: 'SED-001', quantity: 1 }], { minutesAgo: 0 });
    return { ...body, offline: { ...body.offline, takenBy: userId, ...(credential && { credential }) } };
  };

  it('is filed under the staff member signed in on the till then, on their offline credential, though a manager sends it later', async () => {
    const issued = await post('/api/offline-credentials', { tillId: 'till-1' }, cashier);
    expect(issued.statusCode).toBe(201);
    const body = await takenBy('user-cashier', issued.json<{ credential: string }>().credential);
    const response = await post('/api/sales', body, manager);
    expect(response.statusCode).toBe(200);
    expect(response.json().staff).toMatchObject({ id: 'user-cashier', name: 'Priya Shah' });
    expect((await order(body.id)).user_id).toBe('user-cashier');
  });

  it.each([
    ['the cashier’s word alone', 'user-cashier'],
    ['another store’s cashier', 'user-riverside-cashier'],
    ['someone who may not sell', 'user-inventory'],
    ['nobody', 'user-nobody'],
  ])('holds %s for a manager’s review and records no sale', async (_who, userId) => {
    const body = await takenBy(userId);
    const response = await post('/api/sales', body, manager);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ held: true, id: body.id });
    expect(await t.db.selectFrom('orders').select('id').where('id', '=', body.id).execute()).toEqual([]);
    const held = await t.db.selectFrom('held_offline_actions').selectAll().where('id', '=', body.id).executeTakeFirst();
    expect(held).toMatchObject({ kind: 'sale', status: 'held', taken_by: userId, sent_by: 'user-manager' });
  });
});
