import { addDays, businessDate, wallClockInstant } from '@tillwise/core/report/business-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { getSalesOverview } from '../../services/sale-service';
import { buildSaleApp } from './sale.fixtures';
import type { SaleApp } from './sale.fixtures';

// Finding sales (GET /api/sales) and the Orders overview, by the store's own clock.
let saleApp: SaleApp;
let t: TestApp;
let cashier: string;
beforeAll(async () => {
  saleApp = await buildSaleApp();
  ({ t, cashier } = saleApp);
});
afterAll(() => saleApp?.t.close());

// The demo stores' clock.
const zone = 'America/New_York';

describe('GET /api/sales', () => {
  it('finds sales by order number or customer name, case-insensitively, newest first', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sales?q=EMMA&pageSize=5',
      headers: { cookie: cashier },
    });
    const page = response.json();
    expect(page.total).toBeGreaterThan(5);
    expect(page.items.every((s: { customer: { name: string } }) => s.customer.name === 'Emma Thompson')).toBe(true);
    const dates = page.items.map((s: { createdAt: string }) => s.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const byNumber = await t.app.inject({ method: 'GET', url: '/api/sales?q=ord-1001', headers: { cookie: cashier } });
    expect(byNumber.json().items[0].number).toBe('ORD-1001');
  });

  it('filters by date range in the store’s days, both ends included: 9:30 pm in Asheville is on that day', async () => {
    const day = addDays(businessDate(new Date(), zone), -10);
    // One of that day's sales moved to the evening there, which is already the next day in UTC.
    const moved = await t.db
      .selectFrom('orders')
      .select('id')
      .where('store_id', '=', 'store-1')
      .where('status', '=', 'completed')
      .where('business_date', '=', day)
      .executeTakeFirstOrThrow();
    const evening = wallClockInstant(day, 21 * 60 + 30, zone).toISOString();
    await t.db.updateTable('orders').set({ created_at: evening }).where('id', '=', moved.id).execute();
    const list = async (from: string, to: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/sales?from=${from}&to=${to}&pageSize=100`,
          headers: { cookie: cashier },
        })
      ).json<{ total: number; items: { id: string; createdAt: string }[] }>();
    const page = await list(day, day);
    expect(page.total).toBeGreaterThan(1);
    expect(page.items.every((s) => businessDate(new Date(s.createdAt), zone) === day)).toBe(true);
    expect(page.items.map((s) => s.id)).toContain(moved.id);
    const next = addDays(day, 1);
    expect((await list(next, next)).items.map((s) => s.id)).not.toContain(moved.id);
    expect((await list(addDays(day, -1), next)).total).toBeGreaterThan(page.total);
  });

  it('filters by payment method and sorts by total', async () => {
    const cash = (
      await t.app.inject({ method: 'GET', url: '/api/sales?method=cash&pageSize=100', headers: { cookie: cashier } })
    ).json();
    expect(cash.total).toBeGreaterThan(0);
    const ids = cash.items.map((s: { id: string }) => s.id);
    const methods = await t.db
      .selectFrom('payments')
      .select(['order_id', 'method'])
      .where('order_id', 'in', ids)
      .execute();
    for (const id of ids) expect(methods.some((m) => m.order_id === id && m.method === 'cash')).toBe(true);
    const byTotal = (
      await t.app.inject({ method: 'GET', url: '/api/sales?sort=total-desc&pageSize=20', headers: { cookie: cashier } })
    ).json();
    const totals = byTotal.items.map((s: { totalCents: number }) => s.totalCents);
    expect(totals).toEqual([...totals].sort((a: number, b: number) => b - a));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/sales?method=bitcoin', headers: { cookie: cashier } }))
        .statusCode,
    ).toBe(400);
  });

  it('gives the Orders overview: 3 latest completed sales, pending and processing with the change from yesterday', async () => {
    const overview = (
      await t.app.inject({ method: 'GET', url: '/api/sales/overview', headers: { cookie: cashier } })
    ).json();
    expect(overview.recent).toHaveLength(3);
    expect(overview.recent.every((s: { status: string }) => s.status === 'completed')).toBe(true);
    const parked = await t.db.selectFrom('orders').select('created_at').where('status', '=', 'parked').execute();
    expect(overview.pending.count).toBe(parked.length);
    const today = businessDate(new Date(), zone);
    const made = (day: string) => parked.filter((p) => businessDate(new Date(p.created_at), zone) === day).length;
    expect(overview.pending.changeFromYesterday).toBe(made(today) - made(addDays(today, -1)));
    expect(overview.processing).toEqual({ count: 0, changeFromYesterday: 0 });
  });

  it('counts the overview’s today and yesterday by the store’s clock, not by UTC', async () => {
    const today = businessDate(new Date(), zone);
    const parked = await t.db.selectFrom('orders').select('id').where('status', '=', 'parked').execute();
    expect(parked.length).toBeGreaterThanOrEqual(2);
    // Both parked this morning in Asheville; asked at 11:30 pm there, when UTC is already on tomorrow.
    for (const [index, order] of parked.entries()) {
      const morning = wallClockInstant(today, 10 * 60 + index, zone).toISOString();
      await t.db.updateTable('orders').set({ created_at: morning }).where('id', '=', order.id).execute();
    }
    const lateEvening = wallClockInstant(today, 23 * 60 + 30, zone);
    const overview = await getSalesOverview(t.db, 'store-1', lateEvening);
    expect(overview.pending).toEqual({ count: parked.length, changeFromYesterday: parked.length });
  });

  it('answers a bad date with 400', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/sales?from=yesterday', headers: { cookie: cashier } }))
        .statusCode,
    ).toBe(400);
  });
});
