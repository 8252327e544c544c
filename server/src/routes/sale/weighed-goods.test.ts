import { randomUUID } from 'node:crypto';
import { weightPriceCents } from '@tillwise/core/barcode/weight';
import { businessDate } from '@tillwise/core/report/business-date';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';

// Goods sold by weight: the price is per kg or lb, a line holds whole grams, the stock counts grams, and the
// products report counts the weight sold.

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.signInAs('manager');
  await t.db.updateTable('products').set({ sold_by: 'kg' }).where('id', '=', 'prod-lavender').execute();
});
afterAll(() => t?.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie: manager } });
/** The store's business day now (its time zone's date), which a sale made now falls on. */
async function today() {
  const store = await t.db
    .selectFrom('store')
    .select('time_zone')
    .where('id', '=', 'store-1')
    .executeTakeFirstOrThrow();
  return businessDate(new Date(), store.time_zone);
}
/** Lavender's row in a day's products report. */
async function lavenderSold(day: string): Promise<{ quantitySold: number; soldBy: string }> {
  const report = (
    await t.app.inject({
      method: 'GET',
      url: `/api/reports/products?from=${day}&to=${day}`,
      headers: { cookie: manager },
    })
  ).json();
  return (
    report.products.find((row: { productId: string }) => row.productId === 'prod-lavender') ?? {
      quantitySold: 0,
      soldBy: 'kg',
    }
  );
}
const lavender = () => productsInStore(t.db).where('id', '=', 'prod-lavender').executeTakeFirstOrThrow();

describe('goods sold by weight', () => {
  it('sell whole grams at the price per kg, take the grams off stock, and show the weight on the receipt line', async () => {
    const product = await lavender();
    // Before and after on the day the sale falls on (near midnight the newest seeded day may be another).
    const day = await today();
    const soldBefore = await lavenderSold(day);
    const total = cartTotals([
      { unitPriceCents: product.price_cents, quantity: 755, soldBy: 'kg', taxRate: product.tax_rate_bps / 100 },
    ]).totalCents;
    const response = await post('/api/sales', {
      id: randomUUID(),
      tillId: 'till-1',
      lines: [{ productId: 'prod-lavender', quantity: 755 }],
      payments: [{ method: 'card', amountCents: total }],
      expectedTotalCents: total,
    });
    expect(response.statusCode).toBe(200);
    const sale = response.json();
    expect(sale.itemCount).toBe(1);
    expect(sale.lines[0]).toMatchObject({ quantity: 755, soldBy: 'kg', unitPriceCents: product.price_cents });
    expect(sale.subtotalCents).toBe(weightPriceCents(755, product.price_cents));
    const line = await t.db
      .selectFrom('order_lines')
      .select(['quantity', 'sold_by'])
      .where('order_id', '=', sale.id)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ quantity: 755, sold_by: 'kg' });
    expect((await lavender()).stock).toBe(product.stock - 755);

    const soldAfter = await lavenderSold(day);
    expect(soldAfter.soldBy).toBe('kg');
    expect(soldAfter.quantitySold - soldBefore.quantitySold).toBe(755);
  });

  it('refuse more than 9,999 units of a product sold by the unit, and more than 100 kg of a weighed one', async () => {
    const trowel = await productsInStore(t.db).where('sku', '=', 'TLS-001').executeTakeFirstOrThrow();
    const units = await post('/api/sales', {
      id: randomUUID(),
      tillId: 'till-1',
      lines: [{ productId: trowel.id, quantity: 10_000 }],
      payments: [{ method: 'card', amountCents: 100 }],
      expectedTotalCents: 100,
    });
    expect(units.statusCode, units.body).toBe(400);
    expect(units.json().error).toBe('At most 9999 of one item on a line');
    const heavy = await post('/api/sales', {
      id: randomUUID(),
      tillId: 'till-1',
      lines: [{ productId: 'prod-lavender', quantity: 100_001 }],
      payments: [{ method: 'card', amountCents: 100 }],
      expectedTotalCents: 100,
    });
    expect(heavy.statusCode).toBe(400);
  });

  it('are set on the product: its form saves sold by weight', async () => {
    const product = (
      await t.app.inject({ method: 'GET', url: '/api/products/prod-lavender', headers: { cookie: manager } })
    ).json();
    expect(product.soldBy).toBe('kg');
  });
});
