import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import type { ReplicaChanges } from '@tillwise/core/replica/replica-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { saleInput } from '../../test/sale-factory';

let t: TestApp;
/** Admin sessions at the demo's two stores, and a cashier at the first (where Till 1 is open). */
let atFirst: string;
let atSecond: string;
let cashier: string;
let inventory: string;

beforeAll(async () => {
  t = await buildTestApp();
  [atFirst, atSecond, cashier, inventory] = await Promise.all([
    t.signInAs('admin'),
    t.signInAs('admin'),
    t.signInAs('cashier'),
    t.signInAs('inventory'),
  ]);
  const switched = await t.app.inject({
    method: 'POST',
    url: '/api/session/store',
    headers: { cookie: atSecond },
    payload: { storeId: 'store-2' },
  });
  if (switched.statusCode !== 200) throw new Error(`switching store failed: ${switched.body}`);
});
afterAll(() => t?.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'PUT' | 'POST' | 'PATCH', url: string, payload: object, cookie = atFirst) =>
  t.app.inject({ method, url, headers: { cookie }, payload });
const cursorNow = async (cookie = atFirst): Promise<number> => (await get('/api/replica/cursor', cookie)).json().cursor;
async function changesSince(cursor: number, cookie = atFirst, limit?: number): Promise<ReplicaChanges> {
  const response = await get(`/api/replica/changes?cursor=${cursor}${limit ? `&limit=${limit}` : ''}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json();
}
const productIn = (changes: ReplicaChanges, id: string) => changes.products.find((product) => product.id === id);
const idBySku = async (sku: string) =>
  (await t.db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id;

/** The product form's input for a product as the API shows it, with changes. */
function productInput(product: Product, changes: Record<string, unknown>) {
  const { id: _id, stock: _stock, chainPriceCents, priceCents: _price, storePriceCents: _own, ...fields } = product;
  return { ...fields, priceCents: chainPriceCents, ...changes };
}
const readProduct = async (id: string, cookie = atFirst): Promise<Product> =>
  (await get(`/api/products/${id}`, cookie)).json();

describe('GET /api/replica/cursor', () => {
  it('answers the newest change, the same at every store: the seed already logged its rows', async () => {
    const cursor = await cursorNow();
    expect(cursor).toBeGreaterThan(0);
    expect(await cursorNow(atSecond)).toBe(cursor);
    const { epoch } = (await get('/api/replica/cursor', atFirst)).json();
    expect(await changesSince(cursor)).toEqual({
      cursor,
      epoch,
      more: false,
      reset: false,
      products: [],
      customers: [],
      removedProductIds: [],
      categories: null,
      settingsChanged: false,
      staffChanged: false,
    });
  });
});

describe('GET /api/replica/changes', () => {
  it('brings a product edited through the API to every store, with each store’s stock', async () => {
    const id = await idBySku('PLT-001');
    const cursor = await cursorNow();
    const before = await readProduct(id);
    const edited = await send('PUT', `/api/products/${id}`, productInput(before, { name: 'Fiddle Leaf Fig XL' }));
    expect(edited.statusCode).toBe(200);

    const first = await changesSince(cursor);
    expect(first.cursor).toBeGreaterThan(cursor);
    expect(first).toMatchObject({ more: false, reset: false, categories: null, settingsChanged: false });
    expect(productIn(first, id)).toEqual({ ...before, name: 'Fiddle Leaf Fig XL' });
    const second = await changesSince(cursor, atSecond);
    expect(productIn(second, id)).toEqual({ ...(await readProduct(id, atSecond)), name: 'Fiddle Leaf Fig XL' });
    expect((await changesSince(first.cursor)).products).toEqual([]);
  });

  it('shows a store’s own price at that store only', async () => {
    const id = await idBySku('PLT-003');
    const before = await readProduct(id);
    const cursor = await cursorNow();
    const own = before.chainPriceCents + 250;
    const edited = await send('PUT', `/api/products/${id}`, productInput(before, { storePriceCents: own }));
    expect(edited.statusCode).toBe(200);

    expect(productIn(await changesSince(cursor), id)).toMatchObject({ priceCents: own, storePriceCents: own });
    // The edit touched the chain's row too, so the second store hears of it, at the chain's price.
    expect(productIn(await changesSince(cursor, atSecond), id)).toMatchObject({
      priceCents: before.chainPriceCents,
      storePriceCents: null,
    });

    // A price written for the second store alone, by any path, reaches its tills and no others.
    const next = await cursorNow();
    await t.db.insertInto('store_prices').values({ store_id: 'store-2', product_id: id, price_cents: 999 }).execute();
    expect(productIn(await changesSince(next, atSecond), id)).toMatchObject({ priceCents: 999 });
    expect(await changesSince(next)).toMatchObject({ products: [] });
    const removed = await cursorNow();
    await t.db.deleteFrom('store_prices').where('store_id', '=', 'store-2').where('product_id', '=', id).execute();
    expect(productIn(await changesSince(removed, atSecond), id)).toMatchObject({
      priceCents: before.chainPriceCents,
      storePriceCents: null,
    });
  });

  it('brings a sale’s stock to its own store’s tills, and the customer’s points to every store', async () => {
    const [lavender, trowel] = await Promise.all([idBySku('PLT-002'), idBySku('TLS-001')]);
    const stockBefore = { lavender: (await readProduct(lavender)).stock, trowel: (await readProduct(trowel)).stock };
    const cursor = await cursorNow();
    const sale = await send(
      'POST',
      '/api/sales',
      {
        ...(await saleInput(t, 'till-1', [
          { sku: 'PLT-002', quantity: 2 },
          { sku: 'TLS-001', quantity: 1 },
        ])),
        customerId: 'cust-emma',
      },
      cashier,
    );
    expect(sale.statusCode).toBe(200);

    const here = await changesSince(cursor);
    expect(productIn(here, lavender)?.stock).toBe(stockBefore.lavender - 2);
    expect(productIn(here, trowel)?.stock).toBe(stockBefore.trowel - 1);
    const emma = here.customers.find((customer) => customer.id === 'cust-emma');
    const points = await t.db
      .selectFrom('customers')
      .select('loyalty_points')
      .where('id', '=', 'cust-emma')
      .executeTakeFirstOrThrow();
    expect(emma?.loyaltyPoints).toBe(points.loyalty_points);

    const there = await changesSince(cursor, atSecond);
    expect(there.products).toEqual([]);
    expect(there.customers.map((customer) => customer.id)).toEqual(['cust-emma']);
  });

  it('brings a new customer and a customer changed by any path', async () => {
    const cursor = await cursorNow();
    const created = await send('POST', '/api/customers', { name: 'Nadia Okafor', email: 'nadia@example.com' });
    expect(created.statusCode).toBe(201);
    await t.db.updateTable('customers').set({ phone: '555-0199' }).where('id', '=', 'cust-emma').execute();

    const changes = await changesSince(cursor, atSecond);
    expect(changes.customers).toEqual(
      expect.arrayContaining([created.json(), expect.objectContaining({ id: 'cust-emma', phone: '555-0199' })]),
    );
    expect(changes.customers).toHaveLength(2);
  });

  it('sends every category when one changes, and none otherwise', async () => {
    const cursor = await cursorNow();
    const category = await t.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('categories').set({ name: 'Houseplants & Ferns' }).where('id', '=', category.id).execute();

    const changes = await changesSince(cursor, atSecond);
    expect(changes.categories).toEqual((await get('/api/categories', atSecond)).json());
    expect(changes.categories).toContainEqual(
      expect.objectContaining({ id: category.id, name: 'Houseplants & Ferns' }),
    );
    expect((await changesSince(changes.cursor)).categories).toBeNull();
  });

  it('says when settings change: a store’s own receipt at that store, the chain’s payments everywhere', async () => {
    const cursor = await cursorNow();
    const receipt = (await get('/api/settings/receipt', atFirst)).json();
    const saved = await send('PUT', '/api/settings/receipt', { ...receipt, footerMessage: 'See you soon!' });
    expect(saved.statusCode).toBe(200);
    expect((await changesSince(cursor)).settingsChanged).toBe(true);
    expect((await changesSince(cursor, atSecond)).settingsChanged).toBe(false);

    const next = await cursorNow();
    const payments = (await get('/api/settings/payments', atFirst)).json();
    const paid = await send('PUT', '/api/settings/payments', { ...payments, cardTerminalLabel: 'Terminal B' });
    expect(paid.statusCode).toBe(200);
    expect((await changesSince(next)).settingsChanged).toBe(true);
    expect((await changesSince(next, atSecond)).settingsChanged).toBe(true);
  });

  it('says when who may sign in changes, but not for a wrong PIN', async () => {
    const cursor = await cursorNow();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: 'user-riverside-cashier', pin: '9999' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await changesSince(cursor, atSecond)).staffChanged).toBe(false);

    const changed = await send('PATCH', '/api/staff/user-riverside-cashier', { storeIds: ['store-1', 'store-2'] });
    expect(changed.statusCode).toBe(200);
    const changes = await changesSince(cursor, atSecond);
    expect(changes).toMatchObject({ staffChanged: true, settingsChanged: false, products: [], customers: [] });
    expect((await changesSince(cursor)).staffChanged).toBe(true);
  });
});

describe('the database’s epoch', () => {
  it('hands out the epoch with the cursor, and answers reset to a cursor of another epoch', async () => {
    const at = (await get('/api/replica/cursor', cashier)).json();
    const { epoch } = await t.db.selectFrom('database_epoch').select('epoch').executeTakeFirstOrThrow();
    expect(at).toEqual({ cursor: at.cursor, epoch });

    const same = await get(`/api/replica/changes?cursor=${at.cursor}&epoch=${at.epoch}`, cashier);
    expect(same.json()).toMatchObject({ cursor: at.cursor, epoch, reset: false });

    // Another history: a till that followed the database before a backup of it was restored.
    const other = await get(`/api/replica/changes?cursor=${at.cursor}&epoch=an-earlier-database`, cashier);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({
      cursor: at.cursor,
      epoch,
      more: false,
      reset: true,
      products: [],
      customers: [],
      removedProductIds: [],
      categories: null,
      settingsChanged: false,
      staffChanged: false,
    });
    // Even from a cursor the log still reaches.
    const earlier = await get(`/api/replica/changes?cursor=${at.cursor - 1}&epoch=an-earlier-database`, cashier);
    expect(earlier.json()).toMatchObject({ reset: true, epoch });
  });

  it('does not check a cursor sent without an epoch (a till from before epochs)', async () => {
    const at = (await get('/api/replica/cursor', cashier)).json();
    expect(await changesSince(at.cursor, cashier)).toMatchObject({ reset: false, epoch: at.epoch });
  });
});

describe('who may follow the replica', () => {
  const urls = [
    '/api/replica/cursor',
    '/api/replica/products',
    '/api/replica/customers',
    '/api/replica/changes?cursor=0',
  ];

  it.each(urls)('%s needs a session (401) and the till’s permission (403 for inventory)', async (url) => {
    const signedOut = await get(url);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ error: expect.any(String) });
    expect((await get(url, inventory)).statusCode).toBe(403);
    expect((await get(url, cashier)).statusCode).toBe(200);
  });

  it.each([
    '/api/replica/changes',
    '/api/replica/changes?cursor=',
    '/api/replica/changes?cursor=abc',
    '/api/replica/changes?cursor=-1',
    '/api/replica/changes?cursor=1&limit=0',
    '/api/replica/changes?cursor=1&limit=5001',
    '/api/replica/changes?cursor=1&cursor=2',
    '/api/replica/changes?cursor=1&epoch=',
    `/api/replica/changes?cursor=1&epoch=${'e'.repeat(65)}`,
    '/api/replica/products?limit=ten',
    '/api/replica/products?after=',
    `/api/replica/products?after=${'x'.repeat(65)}`,
    '/api/replica/customers?limit=1.5',
  ])('refuses %s with 400 and a message', async (url) => {
    const response = await get(url, cashier);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Invalid query', details: [expect.any(Object)] });
  });
});
