import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { buildPurchasingApp } from './purchase-order.fixtures';
import type { PurchasingApp } from './purchase-order.fixtures';

// Suppliers: listed with their products, added, renamed, and made when a product names a new one.
let purchasingApp: PurchasingApp;
let t: TestApp;
let cashier: string;
let call: PurchasingApp['call'];
let product: PurchasingApp['product'];
beforeAll(async () => {
  purchasingApp = await buildPurchasingApp();
  ({ t, cashier, call, product } = purchasingApp);
});
afterAll(() => purchasingApp?.t.close());

describe('suppliers', () => {
  it('lists the demo suppliers with how many products name each', async () => {
    const response = await call('GET', '/api/suppliers');
    expect(response.statusCode).toBe(200);
    const blueRidge = response.json().find((s: { name: string }) => s.name === 'Blue Ridge Nurseries');
    expect(blueRidge).toMatchObject({ email: 'orders@blueridgenurseries.example', productCount: 2, leadTimeDays: 5 });
  });

  it('adds a supplier, refuses a duplicate name and bad input, and renames the products that named it', async () => {
    const created = await call('POST', '/api/suppliers', { name: 'Pond Supplies Co', email: 'po@pond.example' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;

    const duplicate = await call('POST', '/api/suppliers', { name: '  pond supplies co ' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error).toBe('There is already a supplier called Pond Supplies Co');
    const badEmail = await call('POST', '/api/suppliers', { name: 'Other', email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().details[0]).toMatchObject({ path: 'email' });
    expect(await t.db.selectFrom('suppliers').select('id').where('name', '=', 'Other').execute()).toEqual([]);

    await t.db
      .updateTable('products')
      .set({ supplier: 'Pond Supplies Co' })
      .where('id', '=', 'prod-bistro-set')
      .execute();
    const renamed = await call('PUT', `/api/suppliers/${id}`, { name: 'Pond & Water Co', email: 'po@pond.example' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Pond & Water Co', productCount: 1 });
    expect((await product('prod-bistro-set')).supplier).toBe('Pond & Water Co');
  });

  it('is read-only to those who cannot manage products: a cashier reads it to order an item in for a customer', async () => {
    expect((await call('POST', '/api/suppliers', { name: 'X' }, cashier)).statusCode).toBe(403);
    const read = await call('GET', '/api/suppliers', undefined, cashier);
    expect(read.statusCode).toBe(200);
    expect(read.json().map((supplier: { name: string }) => supplier.name)).toContain('Blue Ridge Nurseries');
  });

  it('comes into being when a product is saved naming a new one', async () => {
    const lavender = await product('prod-lavender');
    const response = await call('PUT', `/api/products/${lavender.id}`, {
      name: lavender.name,
      sku: lavender.sku,
      barcode: lavender.barcode,
      priceCents: lavender.price_cents,
      costCents: lavender.cost_cents,
      taxRate: lavender.tax_rate_bps / 100,
      categoryId: lavender.category_id,
      reorderLevel: lavender.reorder_level,
      description: lavender.description,
      supplier: 'Lavender Fields Farm',
      isActive: true,
    });
    expect(response.statusCode).toBe(200);
    const suppliers = (await call('GET', '/api/suppliers')).json();
    expect(suppliers.find((s: { name: string }) => s.name === 'Lavender Fields Farm')).toMatchObject({
      productCount: 1,
    });
  });
});
