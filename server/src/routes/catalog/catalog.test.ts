import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await t.signInAs('cashier');
});
afterAll(() => t?.close());

const get = (url: string, headers = { cookie }) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/categories', () => {
  it('lists the six categories in order', async () => {
    const response = await get('/api/categories');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((c: { name: string }) => c.name)).toEqual([
      'Plants',
      'Seeds',
      'Tools',
      'Pots',
      'Furniture',
      'Soil & Fertilizer',
    ]);
  });
});

describe('GET /api/products', () => {
  it('pages the catalogue with a total', async () => {
    const response = await get('/api/products?pageSize=5&page=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(12);
    expect(body.items).toHaveLength(5);
    expect(body.page).toBe(2);
  });

  it('matches name or SKU case-insensitively and barcode by substring, within a category', async () => {
    const product = await t.db
      .selectFrom('products')
      .selectAll()
      .where('barcode', 'is not', null)
      .executeTakeFirstOrThrow();
    const byName = (await get(`/api/products?q=${encodeURIComponent(product.name.slice(1, 5).toUpperCase())}`)).json();
    expect(byName.items.map((p: { id: string }) => p.id)).toContain(product.id);
    const bySku = (await get(`/api/products?q=${product.sku.toLowerCase()}`)).json();
    expect(bySku.items.map((p: { id: string }) => p.id)).toEqual([product.id]);
    const byBarcode = (await get(`/api/products?q=${product.barcode?.slice(3, 10)}`)).json();
    expect(byBarcode.items.map((p: { id: string }) => p.id)).toContain(product.id);
    const otherCategory = await t.db
      .selectFrom('categories')
      .select('id')
      .where('id', '!=', product.category_id)
      .executeTakeFirstOrThrow();
    const filtered = (await get(`/api/products?q=${product.sku}&categoryId=${otherCategory.id}`)).json();
    expect(filtered.total).toBe(0);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await get('/api/products?q=%25')).json().total).toBe(0);
    expect((await get('/api/products?q=_')).json().total).toBe(0);
    await t.db.updateTable('products').set({ name: 'Bulb mix 50% off_sale' }).where('sku', '=', 'PLT-001').execute();
    expect((await get('/api/products?q=50%25%20OFF_')).json().items.map((p: { sku: string }) => p.sku)).toEqual([
      'PLT-001',
    ]);
  });

  it.each(['page=0', 'pageSize=1000', 'page=abc'])('answers ?%s with 400 and details', async (query) => {
    const response = await get(`/api/products?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Invalid query');
    expect(response.json().details[0].path).toMatch(/page/);
  });

  it('is closed to no session and open to the inventory role', async () => {
    expect((await get('/api/products', { cookie: '' })).statusCode).toBe(401);
    const inventory = await t.signInAs('inventory');
    expect((await get('/api/products', { cookie: inventory })).statusCode).toBe(200);
  });
});

describe('search index', () => {
  it('follows renames, new products and deletions', async () => {
    await t.db.updateTable('products').set({ name: 'Hydrangea Annabelle' }).where('sku', '=', 'PLT-003').execute();
    expect((await get('/api/products?q=annabel')).json().items.map((p: { sku: string }) => p.sku)).toEqual(['PLT-003']);
    expect((await get('/api/products?q=peace lily')).json().total).toBe(0);
    const now = new Date().toISOString();
    await t.db
      .insertInto('products')
      .values({
        id: 'p-new',
        name: 'Rain Barrel 200L',
        sku: 'TLS-099',
        barcode: null,
        price_cents: 8999,
        cost_cents: null,
        tax_rate_bps: 2000,
        category_id: 'cat-tools',
        image: null,
        reorder_level: 1,
        description: '',
        supplier: '',
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await get('/api/products?q=barrel')).json().items.map((p: { sku: string }) => p.sku)).toEqual(['TLS-099']);
    await t.db.deleteFrom('products').where('id', '=', 'p-new').execute();
    expect((await get('/api/products?q=barrel')).json().total).toBe(0);
  });

  it('answers one- and two-character searches too', async () => {
    const twoChars = (await get('/api/products?q=OT&pageSize=100')).json();
    expect(twoChars.total).toBeGreaterThan(0);
    for (const p of twoChars.items) expect(`${p.name} ${p.sku}`.toLowerCase()).toContain('ot');
  });
});

describe('GET /api/products/lookup', () => {
  it('finds the product by exact barcode or by SKU ignoring case', async () => {
    const product = await t.db
      .selectFrom('products')
      .selectAll()
      .where('barcode', 'is not', null)
      .executeTakeFirstOrThrow();
    expect((await get(`/api/products/lookup?code=${product.barcode}`)).json().id).toBe(product.id);
    expect((await get(`/api/products/lookup?code=${product.sku.toLowerCase()}`)).json().id).toBe(product.id);
  });

  it('answers a partial or unknown code with 404 and a message, and an empty one with 400', async () => {
    const product = await t.db
      .selectFrom('products')
      .selectAll()
      .where('barcode', 'is not', null)
      .executeTakeFirstOrThrow();
    const partial = await get(`/api/products/lookup?code=${product.barcode?.slice(0, 6)}`);
    expect(partial.statusCode).toBe(404);
    expect(partial.json().error).toBe(`No product with barcode or SKU ${product.barcode?.slice(0, 6)}`);
    expect((await get('/api/products/lookup?code=')).statusCode).toBe(400);
  });
});
