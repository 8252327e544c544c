import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { replicaChangesSince, replicaCursor } from '../../test/replica-client';

// The shop's own categories: made, renamed, reordered, deactivated and reactivated by those who manage products,
// each change audited; names unique whatever their case; the till's replica follows.

let t: TestApp;
let manager: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  [manager, cashier] = await Promise.all([t.signInAs('manager'), t.signInAs('cashier')]);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = manager) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

type Category = { id: string; name: string; isActive: boolean };
const categories = async (): Promise<Category[]> => (await call('GET', '/api/categories', undefined, cashier)).json();
const names = async () => (await categories()).map((category) => category.name);
const idOf = async (name: string) => (await categories()).find((category) => category.name === name)!.id;

/** What a refused request must leave as it was: the categories and the audit log. */
async function snapshot() {
  const [rows, audit] = await Promise.all([
    t.db.selectFrom('categories').selectAll().orderBy('id').execute(),
    t.db.selectFrom('audit_log').select('id').execute(),
  ]);
  return { rows, audit: audit.length };
}

const auditOf = (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('occurred_at').execute();

const product = (sku: string, categoryId: string) => ({
  name: `Product ${sku}`,
  sku,
  priceCents: 500,
  taxRate: 8.25,
  categoryId,
  stock: 0,
});

describe('POST /api/categories', () => {
  it('adds an active category after the others, audited, and a product can be saved in it', async () => {
    const created = await call('POST', '/api/categories', { name: '  Cheese & Deli ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Cheese & Deli', isActive: true, color: null });
    expect((await names()).at(-1)).toBe('Cheese & Deli');
    const [entry] = await auditOf('category.created');
    expect(entry).toMatchObject({ user_id: 'user-manager', subject_type: 'category', summary: 'Cheese & Deli' });
    expect(entry?.subject_id).toBe(created.json().id);

    const saved = await call('POST', '/api/products', product('DELI-1', created.json().id));
    expect(saved.statusCode).toBe(201);
    const summary = (await call('GET', '/api/categories/summary')).json();
    expect(summary.find((c: Category) => c.name === 'Cheese & Deli')).toMatchObject({ productCount: 1 });
  });

  it.each([
    [
      'a name in use, in another case and with spaces',
      { name: ' plants ' },
      'There is already a category with this name',
    ],
    ['an empty name', { name: '   ' }, 'Enter the category name'],
    ['a name over 60 characters', { name: 'x'.repeat(61) }, 'Keep the name to 60 characters'],
    ['no name', {}, 'Enter the category name'],
  ])('refuses %s with a 400 and changes nothing', async (_case, payload, message) => {
    const before = await snapshot();
    const refused = await call('POST', '/api/categories', payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ path: 'name', message }]);
    expect(await snapshot()).toEqual(before);
  });

  it('is for those who manage products', async () => {
    const before = await snapshot();
    expect((await call('POST', '/api/categories', { name: 'Cashier’s own' }, cashier)).statusCode).toBe(403);
    expect((await call('GET', '/api/categories/summary', undefined, cashier)).statusCode).toBe(403);
    const inventory = await t.signInAs('inventory');
    expect((await call('GET', '/api/categories/summary', undefined, inventory)).statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });
});

describe('PUT /api/categories/:id', () => {
  it('renames a category, audited with the names before and after; its products keep it', async () => {
    const id = await idOf('Cheese & Deli');
    const renamed = await call('PUT', `/api/categories/${id}`, { name: 'Deli', isActive: true });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Deli', isActive: true });
    const entry = (await auditOf('category.updated')).at(-1);
    expect(entry?.summary).toBe('Cheese & Deli → Deli');
    expect(JSON.parse(entry?.details ?? '{}')).toEqual({ changes: { name: { from: 'Cheese & Deli', to: 'Deli' } } });
    const products = (await call('GET', `/api/products?categoryId=${id}`)).json();
    expect(products.items.map((p: { sku: string }) => p.sku)).toEqual(['DELI-1']);
    // Its own name in another case is no clash.
    expect((await call('PUT', `/api/categories/${id}`, { name: 'DELI', isActive: true })).json().name).toBe('DELI');
    expect((await call('PUT', `/api/categories/${id}`, { name: 'Deli', isActive: true })).statusCode).toBe(200);
  });

  it('refuses another category’s name, a bad name and an unknown category, changing nothing', async () => {
    const id = await idOf('Deli');
    const before = await snapshot();
    const clash = await call('PUT', `/api/categories/${id}`, { name: 'SEEDS', isActive: true });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({
      error: 'There is already a category called SEEDS',
      details: [{ path: 'name', message: 'There is already a category with this name' }],
    });
    expect((await call('PUT', `/api/categories/${id}`, { name: '', isActive: true })).statusCode).toBe(400);
    expect((await call('PUT', `/api/categories/${id}`, { name: 'Deli' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/categories/nope', { name: 'Nope', isActive: true })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('deactivates a category: no new product goes in it, its products keep it, and it comes back', async () => {
    const id = await idOf('Deli');
    const off = await call('PUT', `/api/categories/${id}`, { name: 'Deli', isActive: false });
    expect(off.json()).toMatchObject({ isActive: false });
    expect((await auditOf('category.updated')).at(-1)?.summary).toBe('Deli · deactivated');
    expect((await categories()).find((category) => category.id === id)?.isActive).toBe(false);

    const refused = await call('POST', '/api/products', product('DELI-2', id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { path: 'categoryId', message: 'That category is inactive: choose another' },
    ]);
    const moved = await call('PUT', `/api/products/prod-monstera`, {
      ...(await call('GET', '/api/products/prod-monstera')).json(),
      categoryId: id,
    });
    expect(moved.statusCode).toBe(400);

    const own = (await call('GET', '/api/products?q=DELI-1')).json().items[0];
    const kept = await call('PUT', `/api/products/${own.id}`, { ...own, priceCents: own.chainPriceCents + 100 });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ categoryId: id });

    expect((await call('PUT', `/api/categories/${id}`, { name: 'Deli', isActive: true })).json().isActive).toBe(true);
    expect((await auditOf('category.updated')).at(-1)?.summary).toBe('Deli · reactivated');
    expect((await call('POST', '/api/products', product('DELI-2', id))).statusCode).toBe(201);
  });
});

describe('PUT /api/categories/order', () => {
  it('puts the categories in a new order, audited, and GET /api/categories follows it', async () => {
    const ids = (await categories()).map((category) => category.id);
    const order = [ids.at(-1)!, ...ids.slice(0, -1)];
    const saved = await call('PUT', '/api/categories/order', { ids: order });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().map((category: Category) => category.id)).toEqual(order);
    expect((await categories()).map((category) => category.id)).toEqual(order);
    const entry = (await auditOf('category.reordered')).at(-1);
    expect(entry?.summary).toBe((await names()).join(', '));
    expect(entry?.summary.startsWith('Deli, Plants, Seeds')).toBe(true);
  });

  it('refuses an order that leaves one out, names one twice or names one that is not there', async () => {
    const ids = (await categories()).map((category) => category.id);
    const before = await snapshot();
    const stale = await call('PUT', '/api/categories/order', { ids: ids.slice(1) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/have changed since this list was loaded/);
    expect((await call('PUT', '/api/categories/order', { ids: [...ids.slice(1), 'nope'] })).statusCode).toBe(409);
    expect((await call('PUT', '/api/categories/order', { ids: [ids[0], ...ids.slice(0, -1)] })).statusCode).toBe(400);
    expect((await call('PUT', '/api/categories/order', { ids: [] })).statusCode).toBe(400);
    expect((await call('PUT', '/api/categories/order', { ids: ids.reverse() }, cashier)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the till’s replica', () => {
  it('hears of a new name, a new order and a category made inactive', async () => {
    const cursor = await replicaCursor(t, cashier);
    const id = await idOf('Deli');
    await call('PUT', `/api/categories/${id}`, { name: 'Deli Counter', isActive: false });
    const ids = (await categories()).map((category) => category.id);
    await call('PUT', '/api/categories/order', { ids: [...ids.slice(1), ids[0]] });
    const changes = await replicaChangesSince(t, cashier, cursor);
    expect(changes.categories?.map((category) => [category.name, category.isActive])).toEqual([
      ['Plants', true],
      ['Seeds', true],
      ['Tools', true],
      ['Pots', true],
      ['Furniture', true],
      ['Soil & Fertilizer', true],
      ['Deli Counter', false],
    ]);
  });
});
