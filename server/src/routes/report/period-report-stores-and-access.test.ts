import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { admin, buildReportChain, manager, sessionCookie } from './period-reports.fixtures';
import type { ReportChain } from './period-reports.fixtures';

// Reports of another store and of the whole chain, over the chain of period-reports.fixtures.ts, and who may see
// which report.
let chain: ReportChain;
let app: ReportChain['app'];
let cookie: string;
beforeAll(async () => {
  chain = await buildReportChain();
  ({ app, cookie } = chain);
});
afterAll(() => chain?.close());

const report = (tab: string, from: string, to: string, store?: string) => chain.report(tab, from, to, store);

describe('reports by store and for the whole chain', () => {
  const secondStreet = {
    grossSalesCents: 2000,
    discountsCents: 0,
    refundsCents: 250,
    netSalesCents: 1750,
    taxCents: 200,
    transactions: 2,
    avgOrderCents: 1000,
    itemsSold: 5,
  };

  it("shows only another store's own figures when asked for it", async () => {
    const sales = await report('sales', '2026-03-11', '2026-03-12', 'store-2');
    expect(sales.summary).toEqual(secondStreet);
    expect(sales.byStore).toEqual([]);
    expect(sales.daily).toEqual([
      { date: '2026-03-11', salesCents: 1000, refundsCents: 0, netSalesCents: 1000 },
      { date: '2026-03-12', salesCents: 1000, refundsCents: 250, netSalesCents: 750 },
    ]);
    expect(sales.paymentMethods[0]).toEqual({ method: 'card', amountCents: 2200, count: 2 });
    expect(sales.paymentMethods[1]).toEqual({ method: 'cash', amountCents: 0, count: 0 });
    expect((await report('finance', '2026-03-10', '2026-03-12', 'store-2')).refunds).toEqual([
      expect.objectContaining({ number: 'REF-002', amountCents: 250, reason: 'Wilted', items: 1 }),
    ]);
    const { products } = await report('products', '2026-03-10', '2026-03-12', 'store-2');
    expect(products.map((p: { sku: string; quantitySold: number }) => [p.sku, p.quantitySold])).toEqual([
      ['A', 1],
      ['C', 3],
    ]);
  });

  it('adds up every store for all, with one row per store that sums to the chain', async () => {
    const sales = await report('sales', '2026-03-11', '2026-03-12', 'all');
    expect(sales.summary).toEqual({
      grossSalesCents: 4000,
      discountsCents: 0,
      refundsCents: 1250,
      netSalesCents: 2750,
      taxCents: 250,
      transactions: 4,
      avgOrderCents: 1000,
      itemsSold: 9,
    });
    expect(sales.byStore).toEqual([
      {
        storeId: 'store-1',
        name: 'My Store',
        transactions: 2,
        netSalesCents: 1000,
        refundsCents: 1000,
        averageSaleCents: 1000,
      },
      {
        storeId: 'store-2',
        name: 'Second Street',
        transactions: 2,
        netSalesCents: 1750,
        refundsCents: 250,
        averageSaleCents: 1000,
      },
    ]);
    const sum = (key: 'transactions' | 'netSalesCents' | 'refundsCents') =>
      sales.byStore.reduce((total: number, row: Record<typeof key, number>) => total + row[key], 0);
    expect([sum('transactions'), sum('netSalesCents'), sum('refundsCents')]).toEqual([
      sales.summary.transactions,
      sales.summary.netSalesCents,
      sales.summary.refundsCents,
    ]);
    expect(sales.daily).toEqual([
      { date: '2026-03-11', salesCents: 2000, refundsCents: 0, netSalesCents: 2000 },
      { date: '2026-03-12', salesCents: 2000, refundsCents: 1250, netSalesCents: 750 },
    ]);
    expect(sales.categorySales).toEqual([
      { categoryId: 'cat-a', name: 'Aardvarks', color: null, quantity: 1, weights: [], netSalesCents: 1000 },
      { categoryId: 'cat-b', name: 'Bees', color: '#ca8a04', quantity: 6, weights: [], netSalesCents: 1750 },
    ]);
  });

  it('sums the Staff, Finance and Inventory tabs over the chain', async () => {
    const { staff } = await report('staff', '2026-03-10', '2026-03-12', 'all');
    expect(staff.map((s: { userId: string; transactions: number; salesCents: number }) => s)).toEqual([
      expect.objectContaining({ userId: 'user-cashier', transactions: 3, salesCents: 4000 }),
      expect.objectContaining({ userId: 'user-admin', transactions: 2, salesCents: 2000 }),
      expect.objectContaining({ userId: 'user-manager', transactions: 0, salesCents: 0 }),
    ]);
    const finance = await report('finance', '2026-03-10', '2026-03-12', 'all');
    expect(finance.taxBands).toEqual([
      { rate: 20, taxableAmountCents: 3000, taxCollectedCents: 600 },
      { rate: 10, taxableAmountCents: 500, taxCollectedCents: 50 },
      { rate: 0, taxableAmountCents: 1250, taxCollectedCents: 0 },
    ]);
    expect(finance.refunds.map((r: { number: string }) => r.number)).toEqual(['REF-002', 'REF-001']);
    expect(finance.loyalty).toMatchObject({ enrolledCustomers: 1, activeCustomers: 1, pointsIssued: 10 });

    const stockOf = async (store: string) =>
      (await report('inventory', '2026-03-10', '2026-03-12', store)).items.map(
        (i: { sku: string; stock: number; status: string }) => [i.sku, i.stock, i.status],
      );
    expect(await stockOf('store-2')).toEqual([
      ['A', 4, 'low'],
      ['B', 0, 'low'],
      ['C', 7, 'good'],
    ]);
    expect(await stockOf('all')).toEqual([
      ['A', 12, 'good'],
      ['B', 2, 'low'],
      ['C', 25, 'good'],
    ]);
    expect((await report('inventory', '2026-03-10', '2026-03-12', 'all')).totalStockValueCents).toBe(
      12 * 400 + 2 * 300 + 25 * 150,
    );
  });

  it("follows the session's store when none is asked for", async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: admin.id, pin: '1111' },
    });
    const second = sessionCookie(signIn.cookies);
    const moved = await app.inject({
      method: 'POST',
      url: '/api/session/store',
      headers: { cookie: second },
      payload: { storeId: 'store-2' },
    });
    expect(moved.statusCode).toBe(200);
    const response = await app.inject({
      method: 'GET',
      url: '/api/reports/sales?from=2026-03-11&to=2026-03-12',
      headers: { cookie: second },
    });
    expect(response.json().summary).toEqual(secondStreet);
  });

  it("refuses a store the member does not work at with 403, and 'all' covers only their stores", async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: manager.id, pin: '2222' },
    });
    expect(signIn.statusCode).toBe(200);
    const managerCookie = sessionCookie(signIn.cookies);
    const get = (query: string) =>
      app.inject({ method: 'GET', url: `/api/reports/sales?${query}`, headers: { cookie: managerCookie } });
    const refused = await get('from=2026-03-11&to=2026-03-12&store=store-2');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("You may not see that store's reports");
    const all = (await get('from=2026-03-11&to=2026-03-12&store=all')).json();
    expect(all.summary.transactions).toBe(2);
    expect(all.byStore.map((row: { storeId: string }) => row.storeId)).toEqual(['store-1']);

    const unknown = await app.inject({
      method: 'GET',
      url: '/api/reports/inventory?from=2026-03-11&to=2026-03-12&store=store-9',
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(403);
  });

  it.each([
    ['an empty store', 'store='],
    ['a store id of 101 characters', `store=${'x'.repeat(101)}`],
  ])('refuses %s with 400 naming store', async (_, query) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/reports/sales?from=2026-03-11&to=2026-03-12&${query}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain('store');
  });
});

describe('report permissions', () => {
  it('closes reports to cashiers and opens only the inventory tab to the inventory role', async () => {
    const t = await buildTestApp();
    try {
      const range = 'from=2026-01-01&to=2026-01-31';
      const get = async (role: 'cashier' | 'inventory' | 'manager', tab: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/reports/${tab}?${range}`,
            headers: { cookie: await t.signInAs(role) },
          })
        ).statusCode;
      expect(await get('cashier', 'sales')).toBe(403);
      expect(await get('cashier', 'inventory')).toBe(403);
      expect(await get('inventory', 'inventory')).toBe(200);
      expect(await get('inventory', 'finance')).toBe(403);
      expect(await get('manager', 'finance')).toBe(200);
    } finally {
      await t.close();
    }
  });
});
