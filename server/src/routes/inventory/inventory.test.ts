import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, countRows } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';

let t: TestApp;
let inventory: string;
let cashier: string;
let productId: string;
beforeAll(async () => {
  t = await buildTestApp();
  [inventory, cashier] = await Promise.all([t.signInAs('inventory'), t.signInAs('cashier')]);
  productId = (await t.db.selectFrom('products').select('id').orderBy('name').executeTakeFirstOrThrow()).id;
});
afterAll(() => t?.close());

const stockNow = async () => (await productsInStore(t.db).where('id', '=', productId).executeTakeFirstOrThrow()).stock;
const ledgerSum = async () =>
  Number(
    (
      await t.db
        .selectFrom('stock_movements')
        .select((eb) => eb.fn.sum<number>('quantity_change').as('total'))
        .where('product_id', '=', productId)
        .where('store_id', '=', 'store-1')
        .executeTakeFirstOrThrow()
    ).total,
  );
const adjust = (payload: object, cookie = inventory, id = productId) =>
  t.app.inject({ method: 'POST', url: `/api/products/${id}/stock-adjustments`, headers: { cookie }, payload });

describe('POST /api/products/:id/stock-adjustments', () => {
  it('adds a delivery, removes damage and sets a count, each one ledger row, the stock always the ledger sum', async () => {
    const start = await stockNow();
    const received = await adjust({ reason: 'received', quantity: 10, note: 'Delivery 4471' });
    expect(received.statusCode).toBe(201);
    expect(received.json()).toMatchObject({
      product: { stock: start + 10 },
      movement: {
        quantityChange: 10,
        reason: 'received',
        note: 'Delivery 4471',
        userName: 'Tom Alvarez',
        stockAfter: start + 10,
      },
    });
    expect((await adjust({ reason: 'damaged', quantity: 3 })).json().product.stock).toBe(start + 7);
    expect((await adjust({ reason: 'counted', quantity: 4 })).json().movement.quantityChange).toBe(4 - (start + 7));
    expect(await stockNow()).toBe(4);
    expect(await ledgerSum()).toBe(4);
  });

  it('refuses to take stock below zero, with 400 and nothing written', async () => {
    const before = await countRows(t, 'stock_movements');
    const response = await adjust({ reason: 'damaged', quantity: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      path: 'quantity',
      message: 'That would take the stock below 0 (4 in stock)',
    });
    expect(await countRows(t, 'stock_movements')).toBe(before);
    expect(await stockNow()).toBe(4);
  });

  it.each([
    [{ reason: 'received', quantity: 0 }, 'quantity'],
    [{ reason: 'other', quantity: 2 }, 'note'],
    [{ reason: 'lost', quantity: 2 }, 'reason'],
    [{ reason: 'received', quantity: 'ten' }, 'quantity'],
  ])('refuses %j with 400 naming %s', async (payload, path) => {
    const before = await countRows(t, 'stock_movements');
    const response = await adjust(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await countRows(t, 'stock_movements')).toBe(before);
  });

  it('is refused to cashiers (403) and answers 404 for an unknown product', async () => {
    expect((await adjust({ reason: 'received', quantity: 1 }, cashier)).statusCode).toBe(403);
    expect((await adjust({ reason: 'received', quantity: 1 }, inventory, 'missing')).statusCode).toBe(404);
  });
});

describe('GET /api/products/:id/stock-movements', () => {
  it('lists the ledger newest first with the stock after each movement, across pages', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/products/${productId}/stock-movements?pageSize=2`,
      headers: { cookie: inventory },
    });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.items.map((m: { reason: string }) => m.reason)).toEqual(['counted', 'damaged']);
    expect(page.items[0].stockAfter).toBe(4);
    expect(page.items[1].stockAfter).toBe(4 - page.items[0].quantityChange);

    const second = (
      await t.app.inject({
        method: 'GET',
        url: `/api/products/${productId}/stock-movements?pageSize=2&page=2`,
        headers: { cookie: inventory },
      })
    ).json();
    expect(second.items[0]).toMatchObject({ reason: 'received', stockAfter: page.items[1].stockAfter + 3 });
    const all = (
      await t.app.inject({
        method: 'GET',
        url: `/api/products/${productId}/stock-movements?pageSize=100`,
        headers: { cookie: inventory },
      })
    ).json();
    expect(all.total).toBe(all.items.length);
    expect(all.items.at(-1).stockAfter).toBe(all.items.at(-1).quantityChange);
    const sales = all.items.filter((m: { reason: string }) => m.reason === 'sale');
    expect(sales.length).toBeGreaterThan(0);
    for (const sale of sales) expect(sale.reference).toMatch(/^ORD-\d+$/);
  });
});
