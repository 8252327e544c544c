import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate } from '@tillwise/core/report/business-date';
import { soldStatuses } from '../../db/report-rollups';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

// The app on the UK demo (TILLWISE_DEMO=uk): it speaks British English and pounds, its till prices the seeded sales
// as they were recorded, and its reports and Z reports read the seeded history.
let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp({ demo: 'uk' });
  manager = await t.signInAs('manager');
}, 300_000);
afterAll(() => t?.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: manager } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

describe('the UK demo, served', () => {
  it('tells the session the shop works in en-GB and pounds, and prints its VAT number on receipts', async () => {
    const session = await get('/api/session');
    expect(session.store).toMatchObject({ id: 'store-1', name: 'Greenleaf Garden Centre' });
    expect(session.format).toEqual({ storeLocale: 'en-GB', language: 'en-GB', ownLanguage: null, currency: 'GBP' });
    expect((await get('/api/settings/receipt')).vatNumber).toBe('GB 123 4567 89');
  });

  it('prices seeded sales at the till exactly as they were recorded, VAT included', async () => {
    const orders = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('store_id', '=', 'store-1')
      .where('status', '=', 'completed')
      .orderBy('number')
      .limit(40)
      .execute();
    expect(orders.some((order) => order.discount_cents > 0)).toBe(true);
    for (const order of orders) {
      const lines = await t.db
        .selectFrom('order_lines')
        .select(['product_id', 'quantity'])
        .where('order_id', '=', order.id)
        .orderBy('position')
        .execute();
      const priced = await t.app.inject({
        method: 'POST',
        url: '/api/sales/price',
        headers: { cookie: manager },
        payload: {
          tillId: 'till-1',
          lines: lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })),
          // The seed's one discount: 10 % off the whole sale.
          discount: order.discount_cents > 0 ? { kind: 'percent', percent: 10 } : null,
        },
      });
      expect(priced.json()).toMatchObject({
        subtotalCents: order.subtotal_cents,
        discountCents: order.discount_cents,
        taxCents: order.tax_cents,
        totalCents: order.total_cents,
      });
    }
  });

  it('reports the last four weeks from the seeded sales and refunds, VAT as one 20 % band', async () => {
    const to = businessDate(new Date(), 'Europe/London');
    const from = addDays(to, -27);
    const sales = await get(`/api/reports/sales?from=${from}&to=${to}`);
    const orders = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('store_id', '=', 'store-1')
      .where('status', 'in', [...soldStatuses])
      .where('business_date', '>=', from)
      .where('business_date', '<=', to)
      .execute();
    const refunds = await t.db
      .selectFrom('refunds')
      .selectAll()
      .where('store_id', '=', 'store-1')
      .where('business_date', '>=', from)
      .where('business_date', '<=', to)
      .execute();
    expect(orders.length).toBeGreaterThan(200);
    expect(sales.summary).toMatchObject({
      transactions: orders.length,
      grossSalesCents: sum(orders, (o) => o.subtotal_cents),
      discountsCents: sum(orders, (o) => o.discount_cents),
      refundsCents: sum(refunds, (r) => r.amount_cents - r.tax_cents),
      taxCents: sum(orders, (o) => o.tax_cents) - sum(refunds, (r) => r.tax_cents),
    });
    // Prices include VAT: net sales and their VAT are what customers paid, less what went back to them.
    expect(sales.summary.netSalesCents + sales.summary.taxCents).toBe(
      sum(orders, (o) => o.total_cents) - sum(refunds, (r) => r.amount_cents),
    );
    const finance = await get(`/api/reports/finance?from=${from}&to=${to}`);
    expect(finance.taxBands).toEqual([
      { rate: 20, taxableAmountCents: expect.any(Number), taxCollectedCents: sales.summary.taxCents },
    ]);
  });

  it('verifies every till’s chain of seeded Z reports', async () => {
    const check = await get('/api/z-reports/verify');
    expect(check.ok).toBe(true);
    const tills = check.tills as { till: { name: string }; checked: number }[];
    expect(tills.map((till) => till.till.name)).toEqual(['Riverside 1', 'Riverside 2', 'Till 1', 'Till 2']);
    expect(tills.every((till) => till.checked > 10)).toBe(true);
  });
});
