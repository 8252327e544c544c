import { randomUUID } from 'node:crypto';
import { isLowStock, lowStockRank, lowStockStatus } from '@tillwise/core/inventory/stock-status';
import { businessDate } from '@tillwise/core/report/business-date';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

let t: TestApp;
let cookie: string;
let storeId: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await t.signInAs('manager');
  storeId = (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().store.id;
});
afterAll(() => t?.close());

const dashboard = async (session = cookie) =>
  (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: session } })).json();

/** The active products with their quantity in one store. */
const stockIn = (store: string) =>
  t.db
    .selectFrom('products')
    .innerJoin('store_stock', 'store_stock.product_id', 'products.id')
    .select(['products.id', 'products.name', 'store_stock.quantity as stock', 'products.reorder_level'])
    .where('products.is_active', '=', 1)
    .where('store_stock.store_id', '=', store)
    .execute();

describe('GET /api/dashboard', () => {
  it('sums 14 days of net sales ending today, with the average per day', async () => {
    const d = await dashboard();
    expect(d.daily).toHaveLength(14);
    expect(d.daily.map((day: { day: number }) => day.day)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    const store = await t.db
      .selectFrom('store')
      .select('time_zone')
      .where('id', '=', storeId)
      .executeTakeFirstOrThrow();
    expect(d.daily[13].date).toBe(businessDate(new Date(), store.time_zone));
    expect(d.totalSalesCents).toBe(
      d.daily.reduce((sum: number, day: { amountCents: number }) => sum + day.amountCents, 0),
    );
    expect(d.totalSalesCents).toBeGreaterThan(0);
    expect(d.previousTotalSalesCents).toBeGreaterThan(0);
    expect(d.averageDailySalesCents).toBe(Math.round(d.totalSalesCents / 14));
  });

  it("counts products and the store's low stock by the core rules, and lists the 5 closest to running out", async () => {
    const products = await stockIn(storeId);
    const d = await dashboard();
    expect(d.totalProducts).toBe(products.length);
    expect(d.lowStockCount).toBe(products.filter((p) => isLowStock(p.stock, p.reorder_level)).length);
    const expected = [...products]
      .sort(
        (a, b) =>
          lowStockRank(a.stock, a.reorder_level) - lowStockRank(b.stock, b.reorder_level) ||
          a.name.localeCompare(b.name),
      )
      .slice(0, 5);
    expect(d.lowStock.map((p: { id: string }) => p.id)).toEqual(expected.map((p) => p.id));
    expect(d.lowStock.map((p: { status: string }) => p.status)).toEqual(
      expected.map((p) => lowStockStatus(p.stock, p.reorder_level)),
    );
  });

  it('moves with a new sale and its refund: today, recent activity and popular products', async () => {
    const before = await dashboard();
    const bistro = await t.db.selectFrom('products').selectAll().where('sku', '=', 'FUR-001').executeTakeFirstOrThrow();
    const totals = cartTotals([
      { unitPriceCents: bistro.price_cents, quantity: 2, taxRate: bistro.tax_rate_bps / 100 },
    ]);
    const total = totals.totalCents;
    // The dashboard counts sales as Reports do: after discounts and refunds, before tax.
    const netOfTax = total - totals.taxCents;
    const sale = (
      await t.app.inject({
        method: 'POST',
        url: '/api/sales',
        headers: { cookie },
        payload: {
          id: randomUUID(),
          tillId: 'till-1',
          lines: [{ productId: bistro.id, quantity: 2 }],
          payments: [{ method: 'card', amountCents: total }],
          expectedTotalCents: total,
        },
      })
    ).json();
    const after = await dashboard();
    expect(after.daily[13].amountCents).toBe(before.daily[13].amountCents + netOfTax);
    expect(after.totalSalesCents).toBe(before.totalSalesCents + netOfTax);
    expect(after.recentSales[0]).toMatchObject({ id: sale.id, number: sale.number, totalCents: total });
    expect(after.recentSales).toHaveLength(4);

    const refund = (
      await t.app.inject({
        method: 'POST',
        url: '/api/refunds',
        headers: { cookie },
        payload: {
          id: randomUUID(),
          tillId: 'till-1',
          saleId: sale.id,
          lines: [{ saleLineId: sale.lines[0].id, quantity: 1 }],
          reason: 'Scratched',
        },
      })
    ).json();
    const refundDetails = await t.db
      .selectFrom('refunds')
      .selectAll()
      .where('id', '=', refund.id)
      .executeTakeFirstOrThrow();
    expect((await dashboard()).daily[13].amountCents).toBe(
      after.daily[13].amountCents - (refundDetails.amount_cents - refundDetails.tax_cents),
    );
  });

  it('is open to every role (cashier) and closed without a session', async () => {
    const cashier = await t.signInAs('cashier');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: cashier } })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});

describe("the dashboard follows the session's store", () => {
  it('shows a new store empty: no sales, and every product low at 0 until stock arrives', async () => {
    const managerBefore = await dashboard();
    const admin = await t.signInAs('admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/stores',
      headers: { cookie: admin },
      payload: {
        name: 'Harbour Road',
        type: 'garden_centre',
        address: '1 Harbour Road',
        city: 'Portsmouth',
        state: 'NH',
        zip: '03801',
        taxRate: 8.25,
        taxName: 'Sales Tax',
        timeZone: 'America/New_York',
      },
    });
    expect(created.statusCode).toBe(201);
    const harbour = created.json().id as string;
    const before = await dashboard(admin);
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/session/store',
      headers: { cookie: admin },
      payload: { storeId: harbour },
    });
    expect(moved.statusCode).toBe(200);

    const d = await dashboard(admin);
    expect(d.totalSalesCents).toBe(0);
    expect(d.recentSales).toEqual([]);
    expect(d.popularProducts).toEqual([]);
    expect(d.totalProducts).toBe(before.totalProducts);
    expect(d.lowStockCount).toBe(d.totalProducts);
    const alerts = (await t.app.inject({ method: 'GET', url: '/api/alerts/stock', headers: { cookie: admin } })).json();
    expect(alerts.count).toBe(d.totalProducts);

    // Stock arriving at the new store takes its product off that store's list only.
    const first = d.lowStock[0];
    await t.db
      .updateTable('store_stock')
      .set({ quantity: 1_000 })
      .where('store_id', '=', harbour)
      .where('product_id', '=', first.id)
      .execute();
    const after = await dashboard(admin);
    expect(after.lowStockCount).toBe(d.lowStockCount - 1);
    expect(after.lowStock.map((p: { id: string }) => p.id)).not.toContain(first.id);
    expect((await dashboard()).lowStockCount).toBe(managerBefore.lowStockCount);
  });
});

describe('GET /api/alerts/stock', () => {
  it("lists every product at or below its reorder level in the session's store, most urgent first", async () => {
    const products = await stockIn(storeId);
    const low = products.filter((p) => isLowStock(p.stock, p.reorder_level));
    const response = await t.app.inject({ method: 'GET', url: '/api/alerts/stock', headers: { cookie } });
    const body = response.json();
    expect(body.count).toBe(low.length);
    expect(body.alerts.map((a: { productId: string }) => a.productId).sort()).toEqual(low.map((p) => p.id).sort());
    const ranks = body.alerts.map((a: { stock: number; reorderLevel: number | null }) =>
      lowStockRank(a.stock, a.reorderLevel),
    );
    expect(ranks).toEqual([...ranks].sort((a: number, b: number) => a - b));
    for (const alert of body.alerts) {
      expect(alert.status).toBe(lowStockStatus(alert.stock, alert.reorderLevel) === 'critical' ? 'critical' : 'low');
    }
  });
});
