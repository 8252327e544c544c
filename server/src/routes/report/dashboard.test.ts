import { randomUUID } from 'node:crypto';
import { isLowStock, lowStockRank, lowStockStatus } from '@tillwise/core/inventory/stock-status';
import { businessDate } from '@tillwise/core/report/business-date';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await t.signInAs('manager');
});
afterAll(() => t?.close());

const dashboard = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } })).json();

describe('GET /api/dashboard', () => {
  it('sums 14 days of net sales ending today, with the average per day', async () => {
    const d = await dashboard();
    expect(d.daily).toHaveLength(14);
    expect(d.daily.map((day: { day: number }) => day.day)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    const store = await t.db.selectFrom('store').select('time_zone').executeTakeFirstOrThrow();
    expect(d.daily[13].date).toBe(businessDate(new Date(), store.time_zone));
    expect(d.totalSalesCents).toBe(
      d.daily.reduce((sum: number, day: { amountCents: number }) => sum + day.amountCents, 0),
    );
    expect(d.totalSalesCents).toBeGreaterThan(0);
    expect(d.previousTotalSalesCents).toBeGreaterThan(0);
    expect(d.averageDailySalesCents).toBe(Math.round(d.totalSalesCents / 14));
  });

  it('counts products and low stock by the core rules, and lists the 5 closest to running out', async () => {
    const products = await t.db.selectFrom('products').selectAll().where('is_active', '=', 1).execute();
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

describe('GET /api/alerts/stock', () => {
  it('lists every product at or below its reorder level, most urgent first, with its status', async () => {
    const products = await t.db.selectFrom('products').selectAll().where('is_active', '=', 1).execute();
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
