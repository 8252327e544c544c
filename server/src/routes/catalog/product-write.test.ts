import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';

let t: TestApp;
let manager: string;
let inventory: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  [manager, inventory, cashier] = await Promise.all([
    t.signInAs('manager'),
    t.signInAs('inventory'),
    t.signInAs('cashier'),
  ]);
});
afterAll(() => t?.close());

const newProduct = {
  name: 'Hardy Fuchsia',
  sku: 'PLT-FUC-01',
  barcode: '5012345000991',
  priceCents: 1499,
  costCents: null,
  taxRate: 8.25,
  categoryId: 'cat-plants',
  image: null,
  stock: 9,
  reorderLevel: 3,
  description: 'Frost-hardy shrub fuchsia.',
  supplier: 'Greenfield Nurseries',
  isActive: true,
};

const productCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function existingProduct() {
  return productsInStore(t.db).orderBy('name').executeTakeFirstOrThrow();
}

describe('POST /api/products', () => {
  it('adds a product whose opening stock is its first ledger movement, and the till finds it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: inventory },
      payload: newProduct,
    });
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({ name: 'Hardy Fuchsia', priceCents: 1499, taxRate: 8.25, stock: 9 });
    const row = await productsInStore(t.db).where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tax_rate_bps: 825, stock: 9, cost_cents: null, is_active: 1 });
    const movements = await t.db
      .selectFrom('stock_movements')
      .selectAll()
      .where('product_id', '=', product.id)
      .execute();
    expect(movements).toMatchObject([{ quantity_change: 9, reason: 'initial' }]);

    const search = await t.app.inject({ method: 'GET', url: '/api/products?q=fuchsia', headers: { cookie: cashier } });
    expect(search.json().items.map((p: { id: string }) => p.id)).toEqual([product.id]);
  });

  it.each([
    ['a SKU in use, ignoring case', { sku: 'plt-fuc-01', barcode: null }, 'sku', 'SKU already exists'],
    ['a barcode in use', { sku: 'NEW-1', barcode: '5012345000991' }, 'barcode', 'Barcode already exists'],
    ['an unknown category', { sku: 'NEW-2', barcode: null, categoryId: 'nope' }, 'categoryId', 'Choose a category'],
    ['a negative price', { sku: 'NEW-3', barcode: null, priceCents: -1 }, 'priceCents', 'Use 0 or more'],
    ['tax over 100 %', { sku: 'NEW-4', barcode: null, taxRate: 101 }, 'taxRate', 'Tax is 0 to 100 %'],
    ['an empty name', { sku: 'NEW-5', barcode: null, name: '  ' }, 'name', 'Enter the product name'],
    [
      'an outside image address',
      { sku: 'NEW-6', barcode: null, image: 'http://x/y.png' },
      'image',
      'Upload the image first',
    ],
  ])('refuses %s with 400 and writes nothing', async (_label, change, path, message) => {
    const before = await productCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: manager },
      payload: { ...newProduct, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ path, message });
    expect(await productCount()).toBe(before);
  });

  it('is not for cashiers (403)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: cashier },
      payload: { ...newProduct, sku: 'NEW-7', barcode: null },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /api/products/:id', () => {
  it('changes the details but never the stock', async () => {
    const before = await existingProduct();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${before.id}`,
      headers: { cookie: manager },
      payload: {
        ...newProduct,
        name: 'Renamed plant',
        sku: before.sku,
        barcode: before.barcode,
        stock: 999,
        isActive: false,
      },
    });
    expect(response.statusCode).toBe(200);
    const after = await productsInStore(t.db).where('id', '=', before.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ name: 'Renamed plant', stock: before.stock, is_active: 0 });
  });

  it('hides an inactive product from the till but not from the back office', async () => {
    const inactive = await t.db
      .selectFrom('products')
      .select('id')
      .where('is_active', '=', 0)
      .executeTakeFirstOrThrow();
    const till = await t.app.inject({
      method: 'GET',
      url: '/api/products?active=true&pageSize=100',
      headers: { cookie: cashier },
    });
    const office = await t.app.inject({
      method: 'GET',
      url: '/api/products?pageSize=100',
      headers: { cookie: manager },
    });
    expect(till.json().items.map((p: { id: string }) => p.id)).not.toContain(inactive.id);
    expect(office.json().items.map((p: { id: string }) => p.id)).toContain(inactive.id);
  });

  it("refuses another product's SKU and leaves the row alone", async () => {
    const [first, second] = await t.db.selectFrom('products').selectAll().orderBy('sku').limit(2).execute();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${second?.id}`,
      headers: { cookie: manager },
      payload: { ...newProduct, sku: first?.sku, barcode: null, name: 'Should not stick' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ path: 'sku', message: 'SKU already exists' });
    const after = await t.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', second?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(after).toEqual(second);
  });

  it('answers 404 for an unknown product', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/products/missing',
      headers: { cookie: manager },
      payload: { ...newProduct, sku: 'NEW-8', barcode: null },
    });
    expect(response.statusCode).toBe(404);
  });
});

/** One green pixel. */
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963d0ab35fa0f00039701ddeeb152b30000000049454e44ae426082',
  'hex',
);

describe('product images', () => {
  it('stores an uploaded image and serves it back re-encoded', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/product-images',
      headers: { cookie: manager, 'content-type': 'image/png' },
      payload: png,
    });
    expect(upload.statusCode).toBe(201);
    const { url } = upload.json();
    expect(url).toMatch(/^\/api\/product-images\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url, headers: { cookie: cashier } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });
  });

  it('refuses a file that is not an image even when it says it is', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/product-images',
      headers: { cookie: manager, 'content-type': 'image/png' },
      payload: Buffer.from('<script>alert(1)</script>'),
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().error).toBe('Upload a PNG, JPEG, GIF or WebP image');
  });

  it('answers 404 for a name that is not a stored image', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/product-images/..%2Fdb.sqlite',
      headers: { cookie: manager },
    });
    expect(response.statusCode).toBe(404);
  });
});
