import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';

let t: TestApp;
let admin: string;
let manager: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  manager = await t.signInAs('manager');
  cashier = await t.signInAs('cashier');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

const downtown = {
  name: 'Greenleaf Downtown',
  type: 'garden_centre',
  address: '5 Market St',
  city: 'Asheville',
  state: 'NC',
  zip: '28801',
  taxRate: 7,
  taxName: 'Sales Tax',
  timeZone: 'America/New_York',
};

describe('stores', () => {
  it('lists the demo chain’s two stores to admins only', async () => {
    const response = await call('GET', '/api/stores', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((store: { name: string }) => store.name)).toEqual([
      'Greenleaf Garden Centre',
      'Greenleaf Riverside',
    ]);
    expect((await call('GET', '/api/stores', manager)).statusCode).toBe(403);
  });

  it('opens a store with stock at 0 for every product, its own receipt and a first till; refuses a taken name', async () => {
    const response = await call('POST', '/api/stores', admin, downtown);
    expect(response.statusCode).toBe(201);
    const store = response.json();
    expect(store).toMatchObject({ name: 'Greenleaf Downtown', taxRate: 7, tillCount: 1 });
    const stock = await productsInStore(t.db, store.id).execute();
    const products = await t.db.selectFrom('products').select('id').execute();
    expect(stock).toHaveLength(products.length);
    expect(stock.every((row) => row.stock === 0)).toBe(true);
    const receipt = await t.db
      .selectFrom('receipt_settings')
      .select('business_name')
      .where('store_id', '=', store.id)
      .executeTakeFirstOrThrow();
    // Its receipt prints its own name, address, phone and e-mail: nothing of the first store's is copied.
    expect(receipt.business_name).toBe('');

    const again = await call('POST', '/api/stores', admin, { ...downtown, name: 'greenleaf downtown' });
    expect(again.statusCode).toBe(400);
    expect(again.json().details).toEqual([{ path: 'name', message: 'That name is taken' }]);
  });

  it('lets admins and chain managers switch to their stores, and no one else', async () => {
    const switched = await call('POST', '/api/session/store', manager, { storeId: 'store-2' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().store).toEqual({ id: 'store-2', name: 'Greenleaf Riverside', currency: 'USD' });
    const tills = (await call('GET', '/api/tills', manager)).json();
    expect(tills.map((till: { name: string }) => till.name)).toEqual(['Riverside 1', 'Riverside 2']);
    expect((await call('POST', '/api/session/store', manager, { storeId: 'store-1' })).statusCode).toBe(200);

    const downtownId = (await call('GET', '/api/stores', admin)).json().at(-1).id;
    expect((await call('POST', '/api/session/store', manager, { storeId: downtownId })).statusCode).toBe(403);
    expect((await call('POST', '/api/session/store', cashier, { storeId: 'store-1' })).statusCode).toBe(403);
    expect((await call('POST', '/api/session/store', admin, { storeId: 'nowhere' })).statusCode).toBe(403);
    expect((await call('POST', '/api/session/store', admin, {})).statusCode).toBe(400);
  });

  it('charges a store’s own price at that store only; the chain price elsewhere', async () => {
    const riverside = await t.signInAs('admin');
    await call('POST', '/api/session/store', riverside, { storeId: 'store-2' });
    const lavender = (await call('GET', '/api/products?q=PLT-002', riverside)).json().items[0];
    const edited = await call('PUT', `/api/products/${lavender.id}`, riverside, {
      ...lavender,
      priceCents: lavender.chainPriceCents,
      storePriceCents: 1099,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ priceCents: 1099, storePriceCents: 1099 });
    const here = (await call('GET', `/api/products/${lavender.id}`, riverside)).json();
    const there = (await call('GET', `/api/products/${lavender.id}`, admin)).json();
    expect(here.priceCents).toBe(1099);
    expect(there).toMatchObject({ priceCents: lavender.chainPriceCents, storePriceCents: null });

    const sale = {
      id: crypto.randomUUID(),
      tillId: 'till-r1',
      lines: [{ productId: lavender.id, quantity: 1 }],
      payments: [{ method: 'card', amountCents: 1099 + Math.round(1099 * 0.2) }],
      expectedTotalCents: 1099 + Math.round(1099 * 0.2),
    };
    const sold = await call('POST', '/api/sales', riverside, sale);
    expect(sold.statusCode).toBe(200);
    expect(sold.json().lines[0]).toMatchObject({ unitPriceCents: 1099 });
    const order = await t.db
      .selectFrom('orders')
      .select('store_id')
      .where('id', '=', sale.id)
      .executeTakeFirstOrThrow();
    expect(order.store_id).toBe('store-2');
    // A till of another store is refused, and nothing is recorded.
    const elsewhere = await call('POST', '/api/sales', admin, { ...sale, id: crypto.randomUUID() });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('assigns staff to stores: the roster of a store lists its staff and admins', async () => {
    const roster = (await t.app.inject({ method: 'GET', url: '/api/session/roster?storeId=store-2' })).json();
    expect(roster.staff.map((member: { name: string }) => member.name)).not.toContain('Priya Shah');
    expect(roster.staff.map((member: { name: string }) => member.name)).toContain('Grace Kim');
    const changed = await call('PATCH', '/api/staff/user-cashier', admin, { storeIds: ['store-1', 'store-2'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().storeIds.sort()).toEqual(['store-1', 'store-2']);
    const unknown = await call('PATCH', '/api/staff/user-cashier', admin, { storeIds: ['nowhere'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ path: 'storeIds', message: 'Choose at least one store' }]);
  });
});
