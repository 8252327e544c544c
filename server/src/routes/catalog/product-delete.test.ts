import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { replicaChangesSince, replicaCursor } from '../../test/replica-client';
import { saleInput } from '../../test/sale-factory';

// A product never sold (nor stocked, ordered, moved or counted) can be deleted, its variants with it; one with any
// history is refused, to be archived (made inactive) instead.

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.signInAs('manager');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = manager) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

async function addProduct(sku: string, extra: object = {}): Promise<string> {
  const created = await call('POST', '/api/products', {
    name: `Never Sold ${sku}`,
    sku,
    priceCents: 899,
    taxRate: 8.25,
    categoryId: 'cat-tools',
    stock: 0,
    ...extra,
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  return created.json().id;
}

/** Every row that names the products. */
async function rowsNaming(ids: string[]) {
  const count = async (table: 'products' | 'store_stock' | 'store_prices' | 'price_list_prices', column: string) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where(sql.ref<string>(column), 'in', ids)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    products: await count('products', 'id'),
    store_stock: await count('store_stock', 'product_id'),
    store_prices: await count('store_prices', 'product_id'),
    price_list_prices: await count('price_list_prices', 'product_id'),
  };
}

const auditCount = async () => (await t.db.selectFrom('audit_log').select('id').execute()).length;

describe('DELETE /api/products/:id', () => {
  it('deletes a product never sold, with its stock rows and prices, audited; the till’s replica forgets it', async () => {
    const id = await addProduct('DEL-1', { storePriceCents: 799 });
    await t.db
      .insertInto('price_list_prices')
      .values({
        id: randomUUID(),
        group_id: 'group-trade',
        product_id: id,
        category_id: null,
        price_cents: 700,
        percent_off_bps: null,
      })
      .execute();
    expect(await rowsNaming([id])).toMatchObject({ products: 1, store_prices: 1, price_list_prices: 1 });
    const cursor = await replicaCursor(t, manager);

    const deleted = await call('DELETE', `/api/products/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await rowsNaming([id])).toEqual({ products: 0, store_stock: 0, store_prices: 0, price_list_prices: 0 });
    expect((await call('GET', `/api/products/${id}`)).statusCode).toBe(404);
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'product.deleted')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ user_id: 'user-manager', subject_id: id, summary: 'Never Sold DEL-1 (DEL-1)' });

    const changes = await replicaChangesSince(t, manager, cursor);
    expect(changes.removedProductIds).toEqual([id]);
    expect(changes.products.map((product) => product.id)).not.toContain(id);
    expect((await call('DELETE', `/api/products/${id}`)).statusCode).toBe(404);
  });

  it('deletes a product with variants never sold, the variants with it, in one go', async () => {
    const id = await addProduct('DEL-VAR');
    const saved = await call('PUT', `/api/products/${id}/variants`, {
      options: [{ name: 'Size', values: ['S', 'L'] }],
      variants: ['S', 'L'].map((size) => ({
        values: { Size: size },
        sku: `DEL-VAR-${size}`,
        barcode: null,
        priceCents: 999,
        costCents: null,
        stock: 0,
      })),
    });
    expect(saved.statusCode).toBe(200);
    const ids = [id, ...saved.json().variants.map((variant: { id: string }) => variant.id)];
    expect(ids).toHaveLength(3);
    expect((await call('DELETE', `/api/products/${id}`)).statusCode).toBe(204);
    expect(await rowsNaming(ids)).toEqual({ products: 0, store_stock: 0, store_prices: 0, price_list_prices: 0 });
  });

  it('refuses a sold product with a 409 saying to archive it instead, and changes nothing', async () => {
    const id = await addProduct('DEL-SOLD');
    const sale = await call('POST', '/api/sales', await saleInput(t, 'till-1', [{ sku: 'DEL-SOLD', quantity: 1 }]));
    expect(sale.statusCode).toBe(200);
    const before = { rows: await rowsNaming([id]), audit: await auditCount() };
    const refused = await call('DELETE', `/api/products/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error:
        'Never Sold DEL-SOLD has sales and stock movements on record, so it cannot be deleted. Archive it instead: untick Active and save.',
    });
    expect({ rows: await rowsNaming([id]), audit: await auditCount() }).toEqual(before);
  });

  it('refuses a product whose variant was sold, deleting none of them', async () => {
    const id = await addProduct('DEL-VSOLD');
    const saved = await call('PUT', `/api/products/${id}/variants`, {
      options: [{ name: 'Size', values: ['S', 'L'] }],
      variants: ['S', 'L'].map((size) => ({
        values: { Size: size },
        sku: `DEL-VSOLD-${size}`,
        barcode: null,
        priceCents: 999,
        costCents: null,
        stock: 0,
      })),
    });
    const ids = [id, ...saved.json().variants.map((variant: { id: string }) => variant.id)];
    await call('POST', '/api/sales', await saleInput(t, 'till-1', [{ sku: 'DEL-VSOLD-L', quantity: 1 }]));
    const refused = await call('DELETE', `/api/products/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/^Never Sold DEL-VSOLD or one of its variants has sales and stock movements/);
    expect((await rowsNaming(ids)).products).toBe(3);
  });

  const history: [string, (productId: string) => Promise<unknown>, string][] = [
    [
      'a stock adjustment',
      async (productId) => {
        const adjusted = await call('POST', `/api/products/${productId}/stock-adjustments`, {
          reason: 'damaged',
          quantity: 1,
          note: 'Dropped',
        });
        expect(adjusted.statusCode, adjusted.body).toBe(201);
      },
      'stock movements',
    ],
    [
      'a purchase order',
      async (productId) => {
        const supplier = await t.db.selectFrom('suppliers').select('id').executeTakeFirstOrThrow();
        const order = await call('POST', '/api/purchase-orders', {
          supplierId: supplier.id,
          lines: [{ productId, quantity: 5, unitCostCents: 300 }],
        });
        expect(order.statusCode).toBe(201);
      },
      'purchase orders',
    ],
    [
      'a transfer',
      async (productId) => {
        const transferId = randomUUID();
        await t.db
          .insertInto('stock_transfers')
          .values({
            id: transferId,
            number: `TRF-${transferId.slice(0, 4)}`,
            from_store_id: 'store-1',
            to_store_id: 'store-1',
            status: 'in_transit',
            note: null,
            sent_by: 'user-manager',
            sent_at: new Date().toISOString(),
            received_by: null,
            received_at: null,
          })
          .execute();
        await t.db
          .insertInto('stock_transfer_lines')
          .values({ id: randomUUID(), transfer_id: transferId, product_id: productId, quantity: 1 })
          .execute();
      },
      'stock transfers',
    ],
    [
      'a stock take',
      async (productId) => {
        const take = await call('POST', '/api/stock-takes', {});
        expect(take.statusCode).toBe(201);
        await t.db
          .insertInto('stock_take_lines')
          .values({
            stock_take_id: take.json().id,
            product_id: productId,
            counted: 1,
            on_hand: null,
            counted_by: 'user-manager',
            counted_at: new Date().toISOString(),
          })
          .execute();
        await call('POST', `/api/stock-takes/${take.json().id}/cancel`);
      },
      'stock takes',
    ],
  ];

  it.each(history)('refuses a product with %s', async (what, record, named) => {
    const id = await addProduct(`DEL-H-${what.length}`, { stock: what === 'a stock adjustment' ? 3 : 0 });
    await record(id);
    const before = { rows: await rowsNaming([id]), audit: await auditCount() };
    const refused = await call('DELETE', `/api/products/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      `Never Sold DEL-H-${what.length} has ${named} on record, so it cannot be deleted. Archive it instead: untick Active and save.`,
    );
    expect({ rows: await rowsNaming([id]), audit: await auditCount() }).toEqual(before);
  });

  it('deletes a product added by mistake with its opening stock, the ledger row of that stock with it', async () => {
    const id = await addProduct('DEL-OPENING', { stock: 7 });
    const movements = () => t.db.selectFrom('stock_movements').select('reason').where('product_id', '=', id).execute();
    expect(await movements()).toEqual([{ reason: 'initial' }]);
    expect((await call('DELETE', `/api/products/${id}`)).statusCode).toBe(204);
    expect(await movements()).toEqual([]);
    expect((await rowsNaming([id])).products).toBe(0);
  });

  it('is for those who manage products', async () => {
    const id = await addProduct('DEL-CASHIER');
    const cashier = await t.signInAs('cashier');
    expect((await call('DELETE', `/api/products/${id}`, undefined, cashier)).statusCode).toBe(403);
    expect((await rowsNaming([id])).products).toBe(1);
    expect((await call('DELETE', '/api/products/nope')).statusCode).toBe(404);
  });
});
