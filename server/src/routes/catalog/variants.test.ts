import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct } from '../../test/add-product';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { saleInput } from '../../test/sale-factory';
import { productsInStore } from '../../test/store-stock';

// Variants: a product with options sold as one of its variants, each with its own SKU, barcode, price, cost and
// stock; lists show the product once; the till scans a variant; reports roll variants up to the product.

let t: TestApp;
let manager: string;
let parentId: string;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.signInAs('manager');
  const created = await call('POST', '/api/products', {
    name: 'Hydrangea Annabelle',
    sku: 'PLT-HYD',
    priceCents: 1299,
    taxRate: 8.25,
    categoryId: 'cat-plants',
    stock: 0,
    supplier: 'Blue Ridge Nurseries',
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  parentId = created.json().id;
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: manager } });
const sizes = { name: 'Size', values: ['9 cm', '2 L', '5 L'] };
const variant = (size: string, sku: string, priceCents: number, extra: object = {}) => ({
  values: { Size: size },
  sku,
  barcode: null,
  priceCents,
  costCents: Math.round(priceCents / 2),
  stock: 10,
  ...extra,
});

describe('product variants', () => {
  it('gives a product sizes, each a product of its own with its SKU, barcode, price and stock', async () => {
    const saved = await call('PUT', `/api/products/${parentId}/variants`, {
      options: [sizes],
      variants: [
        variant('9 cm', 'PLT-HYD-9', 599, { barcode: '2000000000091' }),
        variant('2 l', 'PLT-HYD-2L', 1299),
        variant('5 L', 'PLT-HYD-5L', 2499, { stock: 4 }),
      ],
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body.product).toMatchObject({ options: [sizes], priceCents: 599, stock: 24 });
    expect(
      body.variants.map((v: { name: string; stock: number; optionValues: object }) => [
        v.name,
        v.stock,
        v.optionValues,
      ]),
    ).toEqual([
      ['Hydrangea Annabelle — 9 cm', 10, { Size: '9 cm' }],
      ['Hydrangea Annabelle — 2 L', 10, { Size: '2 L' }],
      ['Hydrangea Annabelle — 5 L', 4, { Size: '5 L' }],
    ]);
    const movements = await t.db
      .selectFrom('stock_movements')
      .innerJoin('products', 'products.id', 'stock_movements.product_id')
      .select(['products.sku', 'stock_movements.quantity_change', 'stock_movements.reason'])
      .where('products.parent_id', '=', parentId)
      .orderBy('products.sku')
      .execute();
    expect(movements).toEqual([
      { sku: 'PLT-HYD-2L', quantity_change: 10, reason: 'initial' },
      { sku: 'PLT-HYD-5L', quantity_change: 4, reason: 'initial' },
      { sku: 'PLT-HYD-9', quantity_change: 10, reason: 'initial' },
    ]);
  });

  it('lists the product once when browsing, its variants when searching or asked for', async () => {
    const browse = (await call('GET', '/api/products?categoryId=cat-plants&pageSize=100')).json();
    const names = browse.items.map((p: { name: string }) => p.name);
    expect(names).toContain('Hydrangea Annabelle');
    expect(names.filter((name: string) => name.startsWith('Hydrangea Annabelle —'))).toEqual([]);
    const search = (await call('GET', '/api/products?q=hydrangea')).json();
    expect(search.total).toBe(4);
    const own = (await call('GET', `/api/products?parentId=${parentId}`)).json();
    expect(own.items.map((p: { sku: string }) => p.sku)).toEqual(['PLT-HYD-2L', 'PLT-HYD-5L', 'PLT-HYD-9']);
    const scanned = (await call('GET', '/api/products/lookup?code=2000000000091')).json();
    expect(scanned).toMatchObject({ sku: 'PLT-HYD-9', parentId });
  });

  it('sells a variant and refuses the product itself; reports roll the variants up to the product', async () => {
    const refused = await call('POST', '/api/sales', await saleInput(t, 'till-1', [{ sku: 'PLT-HYD', quantity: 1 }]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Choose which Hydrangea Annabelle to sell');

    const sold = await call(
      'POST',
      '/api/sales',
      await saleInput(t, 'till-1', [
        { sku: 'PLT-HYD-9', quantity: 2 },
        { sku: 'PLT-HYD-5L', quantity: 1 },
      ]),
    );
    expect(sold.statusCode).toBe(200);
    const stock = await productsInStore(t.db).where('products.parent_id', '=', parentId).orderBy('sku').execute();
    expect(stock.map((p) => [p.sku, p.stock])).toEqual([
      ['PLT-HYD-2L', 10],
      ['PLT-HYD-5L', 3],
      ['PLT-HYD-9', 8],
    ]);
    const day = (
      await t.db.selectFrom('orders').select('business_date').where('id', '=', sold.json().id).executeTakeFirstOrThrow()
    ).business_date;
    const report = (await call('GET', `/api/reports/products?from=${day}&to=${day}`)).json();
    const row = report.products.find((p: { productId: string }) => p.productId === parentId);
    expect(row).toMatchObject({ name: 'Hydrangea Annabelle', quantitySold: 3 });
    expect(report.products.some((p: { name: string }) => p.name.startsWith('Hydrangea Annabelle —'))).toBe(false);
  });

  it('refuses a repeated combination, a value not among the options, a taken SKU, and a product with stock', async () => {
    const bad = await call('PUT', `/api/products/${parentId}/variants`, {
      options: [sizes],
      variants: [variant('9 cm', 'A-1', 100), variant('9 CM', 'A-2', 100), variant('10 L', 'A-3', 100)],
    });
    expect(bad.json().details).toEqual([
      { path: 'variants.1.values', message: 'Same as variant 1' },
      { path: 'variants.2.values', message: 'Choose a size from its values' },
    ]);
    const taken = await call('PUT', `/api/products/${parentId}/variants`, {
      options: [sizes],
      variants: [variant('9 cm', 'PLT-001', 100)],
    });
    expect(taken.json().details).toEqual([{ path: 'variants.0.sku', message: 'SKU already exists' }]);
    const stocked = await call('PUT', '/api/products/prod-monstera/variants', {
      options: [sizes],
      variants: [variant('9 cm', 'PLT-001-9', 100)],
    });
    expect(stocked.json().error).toBe(
      'Bring Monstera Deliciosa 25cm’s stock to 0 first: its stock belongs to one of its variants',
    );
    const still = await t.db.selectFrom('products').select('sku').where('parent_id', '=', parentId).execute();
    expect(still).toHaveLength(3);
  });

  it('takes a variant left out off sale, keeping it for its history', async () => {
    const current = (await call('GET', `/api/products/${parentId}/variants`)).json();
    const keep = current.variants.filter((v: { sku: string }) => v.sku !== 'PLT-HYD-5L');
    const saved = await call('PUT', `/api/products/${parentId}/variants`, {
      options: [{ name: 'Size', values: ['9 cm', '2 L'] }],
      variants: keep.map(
        (v: {
          id: string;
          optionValues: object;
          sku: string;
          barcode: string | null;
          chainPriceCents: number;
          costCents: number;
        }) => ({
          id: v.id,
          values: v.optionValues,
          sku: v.sku,
          barcode: v.barcode,
          priceCents: v.chainPriceCents + 100,
          costCents: v.costCents,
        }),
      ),
    });
    expect(saved.statusCode).toBe(200);
    const byActive = saved
      .json()
      .variants.map((v: { sku: string; isActive: boolean; chainPriceCents: number }) => [
        v.sku,
        v.isActive,
        v.chainPriceCents,
      ]);
    expect(byActive).toEqual([
      ['PLT-HYD-9', true, 699],
      ['PLT-HYD-2L', true, 1399],
      ['PLT-HYD-5L', false, 2499],
    ]);
  });

  it('keeps the product itself out of buying, counting and stock changes: those go to its variants', async () => {
    const supplier = await t.db.selectFrom('suppliers').select('id').executeTakeFirstOrThrow();
    const order = await call('POST', '/api/purchase-orders', {
      supplierId: supplier.id,
      lines: [{ productId: parentId, quantity: 5, unitCostCents: 500 }],
    });
    expect(order.json()).toMatchObject({ error: 'Order the variants of Hydrangea Annabelle' });
    const adjust = await call('POST', `/api/products/${parentId}/stock-adjustments`, {
      reason: 'received',
      quantity: 5,
    });
    expect(adjust.json()).toMatchObject({
      error: 'Hydrangea Annabelle’s stock is its variants’: adjust the variant that changed',
    });
    const take = (await call('POST', '/api/stock-takes', { categoryId: 'cat-plants' })).json();
    expect(take.uncounted.some((p: { productId: string }) => p.productId === parentId)).toBe(false);
    const count = await call('POST', `/api/stock-takes/${take.id}/counts`, {
      code: 'PLT-HYD',
      quantity: 1,
      mode: 'add',
    });
    expect(count.json().error).toBe('Count each variant of Hydrangea Annabelle: scan or type its own code');
    // Its own stock is 0, at or below any level: were it a product of its own it would be suggested.
    await t.db.updateTable('products').set({ reorder_level: 5 }).where('id', '=', parentId).execute();
    const suggestions = (await call('GET', '/api/reorder-suggestions')).json();
    expect(suggestions.some((s: { productId: string }) => s.productId === parentId)).toBe(false);
    const own = await t.db.selectFrom('store_stock').select('quantity').where('product_id', '=', parentId).execute();
    expect(own.every((row) => row.quantity === 0)).toBe(true);
  });

  it('renames its variants when the product is renamed', async () => {
    const parent = await t.db.selectFrom('products').selectAll().where('id', '=', parentId).executeTakeFirstOrThrow();
    const renamed = await call('PUT', `/api/products/${parentId}`, {
      name: 'Hydrangea Limelight',
      sku: parent.sku,
      priceCents: parent.price_cents,
      taxRate: parent.tax_rate_bps / 100,
      categoryId: parent.category_id,
    });
    expect(renamed.statusCode).toBe(200);
    const names = await t.db
      .selectFrom('products')
      .select('name')
      .where('parent_id', '=', parentId)
      .orderBy('sku')
      .execute();
    expect(names.map((row) => row.name)).toEqual([
      'Hydrangea Limelight — 2 L',
      'Hydrangea Limelight — 5 L',
      'Hydrangea Limelight — 9 cm',
    ]);
  });
});

describe('variants of a product sold by weight', () => {
  it('opens each new variant’s stock in the product’s unit: 2.5 lb of a coffee is 2500 thousandths of a lb', async () => {
    const coffee = await addProduct(t, manager, { sku: 'DELI-COF', soldBy: 'lb', priceCents: 1899 });
    const grinds = { name: 'Grind', values: ['Whole bean', 'Espresso'] };
    const refused = await call('PUT', `/api/products/${coffee.id}/variants`, {
      options: [grinds],
      variants: [variant('Whole bean', 'DELI-COF-WB', 1899, { values: { Grind: 'Whole bean' }, stock: 1_000_000_001 })],
    });
    expect(refused.statusCode).toBe(400);
    const saved = await call('PUT', `/api/products/${coffee.id}/variants`, {
      options: [grinds],
      variants: [
        variant('Whole bean', 'DELI-COF-WB', 1899, { values: { Grind: 'Whole bean' }, stock: 2500 }),
        variant('Espresso', 'DELI-COF-ES', 1999, { values: { Grind: 'Espresso' }, stock: 750 }),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved.json().variants.map((v: { sku: string; soldBy: string; stock: number }) => [v.sku, v.soldBy, v.stock]),
    ).toEqual([
      ['DELI-COF-WB', 'lb', 2500],
      ['DELI-COF-ES', 'lb', 750],
    ]);
  });

  it('holds a new variant of a product sold by the unit to a million units', async () => {
    const pot = await addProduct(t, manager, { sku: 'PLT-POT-V', soldBy: 'unit' });
    const refused = await call('PUT', `/api/products/${pot.id}/variants`, {
      options: [sizes],
      variants: [variant('9 cm', 'PLT-POT-V-9', 599, { stock: 1_000_001 })],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ path: 'variants.0.stock', message: 'At most 1,000,000' }]);
  });
});
