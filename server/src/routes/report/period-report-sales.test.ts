import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReportChain } from './period-reports.fixtures';
import type { ReportChain } from './period-reports.fixtures';

// The Sales, Products and Staff tabs of My Store, over the chain of period-reports.fixtures.ts.
let chain: ReportChain;
let app: ReportChain['app'];
let cookie: string;
beforeAll(async () => {
  chain = await buildReportChain();
  ({ app, cookie } = chain);
});
afterAll(() => chain?.close());

const report = (tab: string, from: string, to: string, store?: string) => chain.report(tab, from, to, store);

describe("report figures of the session's store (My Store)", () => {
  it('files 23:59 and 00:00 local time under their own business days', async () => {
    expect((await report('sales', '2026-03-10', '2026-03-10')).summary).toMatchObject({
      transactions: 1,
      grossSalesCents: 2000,
      taxCents: 400,
    });
    expect((await report('sales', '2026-03-11', '2026-03-11')).summary).toMatchObject({
      transactions: 1,
      grossSalesCents: 1000,
      taxCents: 50,
    });
  });

  it('Sales: summary, daily series, payment methods and category sales over 11–12 March', async () => {
    const sales = await report('sales', '2026-03-11', '2026-03-12');
    expect(sales.summary).toEqual({
      grossSalesCents: 2000,
      discountsCents: 0,
      refundsCents: 1000,
      netSalesCents: 1000,
      taxCents: 50,
      transactions: 2,
      avgOrderCents: 1000,
      itemsSold: 4,
    });
    expect(sales.byStore).toEqual([]);
    expect(sales.daily).toEqual([
      { date: '2026-03-11', salesCents: 1000, refundsCents: 0, netSalesCents: 1000 },
      { date: '2026-03-12', salesCents: 1000, refundsCents: 1000, netSalesCents: 0 },
    ]);
    expect(sales.paymentMethods).toEqual([
      { method: 'card', amountCents: 1200, count: 1 },
      { method: 'cash', amountCents: 1050, count: 1 },
      { method: 'voucher', amountCents: 0, count: 0 },
      { method: 'loyalty', amountCents: 0, count: 0 },
      { method: 'store_credit', amountCents: 0, count: 0 },
      { method: 'account', amountCents: 0, count: 0 },
      { method: 'layaway', amountCents: 0, count: 0 },
      { method: 'special_order', amountCents: 0, count: 0 },
    ]);
    expect(sales.categorySales).toEqual([
      { categoryId: 'cat-a', name: 'Aardvarks', color: null, quantity: 0, weights: [], netSalesCents: 0 },
      { categoryId: 'cat-b', name: 'Bees', color: '#ca8a04', quantity: 3, weights: [], netSalesCents: 1000 },
    ]);
  });

  it('Products: quantity, revenue, cost (60 % of price when missing) and margin', async () => {
    const { products } = await report('products', '2026-03-10', '2026-03-12');
    expect(products).toEqual([
      {
        productId: 'a',
        name: 'Product a',
        sku: 'A',
        quantitySold: 2,
        soldBy: 'unit',
        revenueCents: 2000,
        costCents: 800,
        marginCents: 1200,
        marginPercent: 60,
      },
      {
        productId: 'b',
        name: 'Product b',
        sku: 'B',
        quantitySold: 1,
        soldBy: 'unit',
        revenueCents: 500,
        costCents: 300,
        marginCents: 200,
        marginPercent: 40,
      },
      {
        productId: 'c',
        name: 'Product c',
        sku: 'C',
        quantitySold: 2,
        soldBy: 'unit',
        revenueCents: 500,
        costCents: 300,
        marginCents: 200,
        marginPercent: 40,
      },
    ]);
  });

  it('reads whole months from the monthly rollup and the days around them from the daily one, with equal figures', async () => {
    const days = await report('products', '2026-03-10', '2026-03-12');
    expect(await report('products', '2026-03-01', '2026-03-31')).toEqual(days);
    expect(await report('products', '2026-02-15', '2026-04-15')).toEqual(days);
    expect((await report('finance', '2026-02-15', '2026-04-15')).taxBands).toEqual(
      (await report('finance', '2026-03-10', '2026-03-12')).taxBands,
    );
  });

  it('Staff: transactions, sales and average sale per seller', async () => {
    const { staff } = await report('staff', '2026-03-10', '2026-03-12');
    expect(staff).toEqual([
      {
        userId: 'user-cashier',
        name: 'Cal Cashier',
        role: 'cashier',
        transactions: 2,
        salesCents: 3000,
        averageSaleCents: 1500,
      },
      {
        userId: 'user-admin',
        name: 'Ada Admin',
        role: 'admin',
        transactions: 1,
        salesCents: 1000,
        averageSaleCents: 1000,
      },
      // Works at My Store and sold nothing.
      {
        userId: 'user-manager',
        name: 'Mo Manager',
        role: 'manager',
        transactions: 0,
        salesCents: 0,
        averageSaleCents: 0,
      },
    ]);
  });

  it.each([
    ['from=2026-03-12&to=2026-03-11', 'to'],
    ['from=2026-02-30&to=2026-03-11', 'from'],
    ['from=yesterday&to=2026-03-11', 'from'],
    ['to=2026-03-11', 'from'],
    ['from=2000-01-01&to=2026-03-11', 'from'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const response = await app.inject({ method: 'GET', url: `/api/reports/sales?${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(field);
  });
});
