import { randomUUID } from 'node:crypto';
import { startForRealSummary } from '@tillwise/core/settings/start-for-real-summary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendOnlyTables } from '../../db/append-only';
import { emptiedTables, firstCounters, keptTables } from '../../db/repositories/start-for-real-repository';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { countRowsOf, fillEmptyTables, listTables, listTriggers } from '../../test/every-table';
import { cashFor } from '../../test/sale-factory';

// Starting for real on the demo chain, with a row in every table the demo seed leaves empty: everything the demo
// traded goes in one transaction; the admin, the store they work in with its settings and tills stay; the audit log
// starts again with one entry; tills' replicas and everyone else's sessions end.

let t: TestApp;
let admin: string;
let manager: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, manager, cashier] = await Promise.all([t.signInAs('admin'), t.signInAs('manager'), t.signInAs('cashier')]);
  await fillEmptyTables(t.db, new Date().toISOString());
});
afterAll(() => t?.close());

const url = '/api/settings/start-for-real';
const start = (storeName: string, cookie = admin) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload: { storeName } });
const get = (path: string, cookie = admin) => t.app.inject({ method: 'GET', url: path, headers: { cookie } });

/** Every table's rows, counted: what a refused request must leave exactly as it was. */
async function countEveryTable() {
  const tables = await listTables(t.db);
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await countRowsOf(t.db, table)])));
}

const storeRows = () => t.db.selectFrom('store').selectAll().orderBy('id').execute();

describe('GET /api/settings/start-for-real', () => {
  it('tells admins alone that the store still holds the demo', async () => {
    expect((await get(url)).json()).toEqual({ holdsDemo: true });
    expect((await get(url, manager)).statusCode).toBe(403);
    expect((await get(url, cashier)).statusCode).toBe(403);
  });
});

describe('POST /api/settings/start-for-real, refused', () => {
  it.each(['Greenleaf garden centre', 'Greenleaf Riverside', 'Greenleaf'])(
    'refuses "%s" (not the store’s name exactly) with 400 and changes nothing',
    async (typed) => {
      const before = await countEveryTable();
      const response = await start(typed);
      expect(response.statusCode).toBe(400);
      const message = 'That is not the store’s name. Type Greenleaf Garden Centre exactly as it is written.';
      expect(response.json()).toEqual({ error: message, details: [{ path: 'storeName', message }] });
      expect(await countEveryTable()).toEqual(before);
      expect((await storeRows()).map((store) => store.id)).toEqual(['store-1', 'store-2']);
    },
  );

  it('refuses an empty name as a form error', async () => {
    const response = await start('   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toEqual(['storeName']);
  });

  it('refuses managers and cashiers (403) and changes nothing', async () => {
    const before = await countEveryTable();
    expect((await start('Greenleaf Garden Centre', manager)).statusCode).toBe(403);
    expect((await start('Greenleaf Garden Centre', cashier)).statusCode).toBe(403);
    expect(await countEveryTable()).toEqual(before);
  });
});

describe('POST /api/settings/start-for-real', () => {
  it('decides every table of the database: emptied, or kept with what the store keeps', async () => {
    expect([...emptiedTables, ...keptTables].sort()).toEqual(await listTables(t.db));
    for (const table of appendOnlyTables) expect(emptiedTables).toContain(table);
  });

  it('removes the demo in one go and keeps the admin, the store with its settings and tills', async () => {
    const before = await countEveryTable();
    for (const table of emptiedTables) expect(before[table], table).toBeGreaterThan(0);
    const adminRow = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', 'user-admin')
      .executeTakeFirstOrThrow();
    const [store] = await storeRows();
    const receipt = await t.db.selectFrom('receipt_settings').selectAll().where('store_id', '=', 'store-1').execute();
    const tills = await t.db.selectFrom('tills').selectAll().where('store_id', '=', 'store-1').orderBy('id').execute();
    const preferences = await t.db.selectFrom('store_preferences').selectAll().orderBy('key').execute();
    const keptWhole = ['integrations', 'customer_groups', 'credential_keys', 'sign_in_failures'] as const;
    const wholeBefore = await Promise.all(keptWhole.map((table) => t.db.selectFrom(table).selectAll().execute()));
    const triggers = await listTriggers(t.db);
    const epoch = (await t.db.selectFrom('database_epoch').selectAll().executeTakeFirstOrThrow()).epoch;
    const cursor = (await get('/api/replica/cursor')).json();
    expect(cursor.epoch).toBe(epoch);

    // API keys' identities go with their keys, but the owner is told of the staff.
    const staffBefore = (await t.db.selectFrom('users').select('id').where('kind', '=', 'staff').execute()).length;
    const response = await start('  Greenleaf Garden Centre ');
    expect(response.statusCode).toBe(200);
    const removed = {
      products: before.products,
      categories: before.categories,
      customers: before.customers,
      suppliers: before.suppliers,
      sales: before.orders,
      refunds: before.refunds + before.returns,
      shifts: before.shifts,
      stores: 1,
      staff: staffBefore - 1,
    };
    const summary = startForRealSummary(removed);
    expect(summary).toMatch(/^Started trading for real: removed 13 products, 6 categories, 10 customers, /);
    expect(response.json()).toEqual({ removed, summary });

    for (const table of emptiedTables) {
      expect(await countRowsOf(t.db, table), table).toBe(table === 'audit_log' ? 1 : 0);
    }
    expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([adminRow]);
    expect(await storeRows()).toEqual([{ ...store, is_demo: 0 }]);
    expect(await t.db.selectFrom('receipt_settings').selectAll().execute()).toEqual(receipt);
    expect(await t.db.selectFrom('tills').selectAll().orderBy('id').execute()).toEqual(tills);
    expect(await t.db.selectFrom('store_staff').selectAll().execute()).toEqual([
      { store_id: 'store-1', user_id: 'user-admin' },
    ]);
    for (const [index, table] of keptWhole.entries()) {
      expect(await t.db.selectFrom(table).selectAll().execute(), table).toEqual(wholeBefore[index]);
    }
    const keptPreferences = await t.db.selectFrom('store_preferences').selectAll().orderBy('key').execute();
    const unchanged = (rows: typeof preferences) => rows.filter((row) => !['demo', 'promotions'].includes(row.key));
    expect(unchanged(keptPreferences)).toEqual(unchanged(preferences));
    expect(keptPreferences.map((row) => row.key)).not.toContain('demo');
    expect(await t.db.selectFrom('counters').select(['name', 'value']).orderBy('name').execute()).toEqual(
      [...firstCounters].sort((a, b) => a.name.localeCompare(b.name)),
    );

    // The append-only tables are so again, and the one entry says who did it and what went.
    expect(await listTriggers(t.db)).toEqual(triggers);
    const entries = await t.db.selectFrom('audit_log').selectAll().execute();
    expect(entries).toMatchObject([
      {
        action: 'store.started_for_real',
        user_id: 'user-admin',
        subject_type: 'store',
        subject_id: 'store-1',
        summary,
      },
    ]);
    await expect(t.db.updateTable('audit_log').set({ summary: 'Nothing happened' }).execute()).rejects.toThrow(
      /never changed or deleted/,
    );
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow(/never changed or deleted/);
    const log = (await get('/api/audit-log')).json();
    expect(log.items).toMatchObject([{ action: 'store.started_for_real', actor: { name: 'Olivia Bennett' }, summary }]);

    // The admin goes on in the one store; everyone else is signed out; a till's replica starts afresh.
    const session = await get('/api/session');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { id: 'user-admin' }, store: { id: 'store-1' } });
    expect(session.json().stores.map((s: { id: string }) => s.id)).toEqual(['store-1']);
    expect((await get('/api/session', manager)).statusCode).toBe(401);
    expect((await get('/api/session', cashier)).statusCode).toBe(401);
    const changes = (await get(`/api/replica/changes?cursor=${cursor.cursor}&epoch=${cursor.epoch}`)).json();
    expect(changes).toMatchObject({ reset: true });
    expect(changes.epoch).not.toBe(epoch);
    expect((await get('/api/replica/products?limit=100')).json().rows).toEqual([]);
    expect((await get(url)).json()).toEqual({ holdsDemo: false });
  });

  it('leaves a store that sells: its own category and product, a shift, and sale ORD-1001', async () => {
    await t.db
      .insertInto('categories')
      .values({ id: 'cat-cheese', name: 'Cheese', color: null, icon: 'Package', sort_order: 0 })
      .execute();
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: admin },
      payload: {
        name: 'Farmhouse Cheddar',
        sku: 'CHE-001',
        priceCents: 650,
        taxRate: 0,
        categoryId: 'cat-cheese',
        stock: 20,
      },
    });
    expect(product.statusCode).toBe(201);
    const shift = await t.app.inject({
      method: 'POST',
      url: '/api/shifts',
      headers: { cookie: admin },
      payload: { id: randomUUID(), tillId: 'till-1', count: { totalCents: 10_000 } },
    });
    expect(shift.statusCode).toBe(201);
    const sale = await t.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: { cookie: admin },
      payload: {
        id: randomUUID(),
        tillId: 'till-1',
        lines: [{ productId: product.json().id, quantity: 2 }],
        payments: cashFor(1300),
        expectedTotalCents: 1300,
      },
    });
    expect(sale.statusCode).toBe(200);
    expect(sale.json()).toMatchObject({ number: 'ORD-1001', totalCents: 1300, status: 'completed' });
    const stock = await t.db.selectFrom('store_stock').selectAll().executeTakeFirstOrThrow();
    expect(stock).toMatchObject({ store_id: 'store-1', product_id: product.json().id, quantity: 18 });
    expect((await get('/api/sales?status=completed')).json()).toMatchObject({ total: 1 });
  });

  it('can start for real again on the store as it is now, and then removes what the owner traded', async () => {
    const response = await start('Greenleaf Garden Centre');
    expect(response.statusCode).toBe(200);
    expect(response.json().removed).toEqual({
      products: 1,
      categories: 1,
      customers: 0,
      suppliers: 0,
      sales: 1,
      refunds: 0,
      shifts: 1,
      stores: 0,
      staff: 0,
    });
    expect(await t.db.selectFrom('audit_log').select('summary').execute()).toEqual([
      { summary: 'Started trading for real: removed 1 product, 1 category, 1 sale and 1 shift' },
    ]);
  });
});

describe('POST /api/settings/start-for-real beside the till', () => {
  it('runs whole while tills sell: each sale is recorded before it (and goes with it) or refused after it', async () => {
    const race = await buildTestApp();
    try {
      const [owner, till] = await Promise.all([race.signInAs('admin'), race.signInAs('cashier')]);
      const lavender = await race.db
        .selectFrom('products')
        .selectAll()
        .where('id', '=', 'prod-lavender')
        .executeTakeFirstOrThrow();
      const total = Math.round(lavender.price_cents * (1 + lavender.tax_rate_bps / 10_000));
      const sell = () =>
        race.app.inject({
          method: 'POST',
          url: '/api/sales',
          headers: { cookie: till },
          payload: {
            id: randomUUID(),
            tillId: 'till-1',
            lines: [{ productId: lavender.id, quantity: 1 }],
            payments: [{ method: 'card', amountCents: total }],
            expectedTotalCents: total,
          },
        });
      expect((await sell()).statusCode).toBe(200);
      const [sales, reset] = await Promise.all([
        Promise.all(Array.from({ length: 6 }, sell)),
        race.app.inject({
          method: 'POST',
          url,
          headers: { cookie: owner },
          payload: { storeName: 'Greenleaf Garden Centre' },
        }),
      ]);
      expect(reset.statusCode).toBe(200);
      for (const sale of sales) expect([200, 400, 401, 404, 409]).toContain(sale.statusCode);
      for (const table of emptiedTables) {
        expect(await countRowsOf(race.db, table), table).toBe(table === 'audit_log' ? 1 : 0);
      }
    } finally {
      await race.close();
    }
  });
});
