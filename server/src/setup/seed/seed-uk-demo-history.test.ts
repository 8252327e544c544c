import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localClock } from '@tillwise/core/report/business-date';
import { countedCash } from '@tillwise/core/shift/currency-denominations';
import type { ZReportBody } from '@tillwise/core/shift/z-report';
import type { Db } from '../../db/database';
import { soldStatuses } from '../../db/report-rollups';
import { now, seedTestDatabases } from './seed.fixtures';

// The UK demo's 90 days as a VAT-inclusive store records them: each price is what the customer pays, its VAT inside
// it. Every total, refund, drawer count, Z report and day's figure must add up as the US demo's do.
const { seededDatabase, dropAll } = seedTestDatabases();

let db: Db;
beforeAll(async () => {
  db = await seededDatabase('uk');
}, 300_000);
afterAll(dropAll);

const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
const groupBy = <T>(rows: readonly T[], keyOf: (row: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
};
// VAT included in a price: rate / (100 + rate) of it, to the nearest penny.
const vatInside = (grossCents: number, rateBps: number) => (grossCents * rateBps) / (10_000 + rateBps);

describe('UK demo history', () => {
  it('records every sale with its VAT inside: a line is price × quantity − discounts, an order its lines', async () => {
    const orders = await db.selectFrom('orders').selectAll().execute();
    expect(orders.length).toBeGreaterThan(900);
    const lines = await db.selectFrom('order_lines').selectAll().execute();
    const linesOf = groupBy(lines, (line) => line.order_id);
    for (const line of lines) {
      expect(line.total_cents).toBe(line.unit_price_cents * line.quantity - line.discount_cents);
      expect(Math.abs(line.tax_cents - vatInside(line.total_cents, line.tax_rate_bps))).toBeLessThanOrEqual(0.5);
    }
    for (const order of orders) {
      const own = linesOf.get(order.id) ?? [];
      expect(order.prices_include_tax).toBe(1);
      expect(order.total_cents).toBe(sum(own, (line) => line.total_cents));
      expect(order.tax_cents).toBe(sum(own, (line) => line.tax_cents));
      expect(order.discount_cents).toBe(sum(own, (line) => line.discount_cents));
      expect(order.total_cents).toBe(order.subtotal_cents - order.discount_cents + order.tax_cents);
      expect(order.item_count).toBe(sum(own, (line) => line.quantity));
    }
    expect(orders.some((order) => order.discount_cents > 0)).toBe(true);
  });

  it('pays every completed sale in full', async () => {
    const payments = await db.selectFrom('payments').select(['order_id', 'amount_cents']).execute();
    const paid = groupBy(payments, (payment) => payment.order_id);
    const completed = await db.selectFrom('orders').selectAll().where('status', '!=', 'parked').execute();
    for (const order of completed) expect(sum(paid.get(order.id) ?? [], (p) => p.amount_cents)).toBe(order.total_cents);
  });

  it('gives back, on each refund, its units’ share of what the line cost, VAT inside, to the sale’s tenders', async () => {
    const refunds = await db.selectFrom('refunds').selectAll().execute();
    expect(refunds.length).toBeGreaterThanOrEqual(10);
    for (const refund of refunds) {
      expect(refund.amount_cents).toBe(refund.subtotal_cents - refund.discount_cents + refund.tax_cents);
      const [line] = await db
        .selectFrom('refund_lines')
        .innerJoin('order_lines', 'order_lines.id', 'refund_lines.order_line_id')
        .select(['refund_lines.quantity', 'refund_lines.amount_cents', 'refund_lines.tax_cents'])
        .select([
          'order_lines.quantity as sold',
          'order_lines.total_cents as lineTotal',
          'order_lines.tax_cents as lineTax',
        ])
        .where('refund_id', '=', refund.id)
        .execute();
      if (!line) return expect.fail(`refund ${refund.number} has no line`);
      const share = (cents: number) => Math.round((cents * line.quantity) / line.sold);
      expect([line.amount_cents, line.tax_cents]).toEqual([refund.amount_cents, refund.tax_cents]);
      expect([refund.amount_cents, refund.tax_cents]).toEqual([share(line.lineTotal), share(line.lineTax)]);
      const tenders = await db
        .selectFrom('refund_tenders')
        .select('amount_cents')
        .where('refund_id', '=', refund.id)
        .execute();
      expect(sum(tenders, (t) => t.amount_cents)).toBe(refund.amount_cents);
    }
  });

  it('closes each shift with a Z report of its own sales, refunds and cash, counted in pounds and pence', async () => {
    const shifts = await db.selectFrom('shifts').selectAll().where('status', '=', 'closed').execute();
    expect(shifts.length).toBeGreaterThanOrEqual(100);
    const zReports = await db.selectFrom('z_reports').select(['shift_id', 'body']).execute();
    const bodyOf = new Map(zReports.map((z) => [z.shift_id, JSON.parse(z.body) as ZReportBody]));
    const orders = await db
      .selectFrom('orders')
      .selectAll()
      .where('status', 'in', [...soldStatuses])
      .execute();
    const payments = await db.selectFrom('payments').select(['order_id', 'method', 'amount_cents']).execute();
    const refunds = await db.selectFrom('refunds').selectAll().execute();
    const refundTenders = await db.selectFrom('refund_tenders').selectAll().execute();
    const movements = await db.selectFrom('cash_movements').selectAll().execute();
    for (const shift of shifts) {
      const { figures, close } = bodyOf.get(shift.id) ?? expect.fail(`shift ${shift.id} has no Z report`);
      const sold = orders.filter((order) => order.shift_id === shift.id);
      const soldIds = new Set(sold.map((order) => order.id));
      const refunded = refunds.filter((refund) => refund.shift_id === shift.id);
      const refundIds = new Set(refunded.map((refund) => refund.id));
      expect(figures.salesCount).toBe(sold.length);
      expect(figures.salesTotalCents).toBe(sum(sold, (order) => order.total_cents));
      expect(figures.taxCents).toBe(sum(sold, (o) => o.tax_cents) - sum(refunded, (r) => r.tax_cents));
      // Before tax plus the tax is what the tenders took, less what went back.
      expect(figures.netSalesCents + figures.taxCents).toBe(figures.netTakingsCents);
      expect(figures.taxByRate.map((band) => band.rate)).toEqual(sold.length > 0 ? [20] : []);
      const cash = (rows: { method: string; amount_cents: number }[]) =>
        sum(
          rows.filter((row) => row.method === 'cash'),
          (row) => row.amount_cents,
        );
      const moved = (kind: string) =>
        sum(
          movements.filter((m) => m.shift_id === shift.id && m.kind === kind),
          (m) => m.amount_cents,
        );
      const expected =
        15000 +
        cash(payments.filter((p) => soldIds.has(p.order_id))) -
        cash(refundTenders.filter((t) => refundIds.has(t.refund_id))) +
        moved('pay_in') -
        moved('pay_out') -
        moved('drop');
      expect(shift.expected_cents).toBe(expected);
      expect(figures.drawer.expectedCents).toBe(expected);
      expect(shift.over_short_cents).toBe((shift.counted_cents ?? 0) - expected);
      expect(countedCash(close.counts ?? {}, 'GBP')).toEqual({ totalCents: shift.counted_cents, foreignKeys: [] });
    }
  });

  it('keeps each day’s figures equal to its sales, refunds and payments, and to its shifts’ Z reports', async () => {
    const days = await db.selectFrom('daily_sales').selectAll().execute();
    const orders = await db
      .selectFrom('orders')
      .selectAll()
      .where('status', 'in', [...soldStatuses])
      .execute();
    const refunds = await db.selectFrom('refunds').selectAll().execute();
    const key = (row: { store_id: string | null; business_date: string | null }) =>
      `${row.store_id} ${row.business_date}`;
    const ordersOf = groupBy(orders, key);
    const refundsOf = groupBy(refunds, key);
    const daysOf = groupBy(days, key);
    expect(new Set(daysOf.keys())).toEqual(new Set([...ordersOf.keys(), ...refundsOf.keys()]));
    for (const [day, rows] of daysOf) {
      const sold = ordersOf.get(day) ?? [];
      expect(sum(rows, (r) => Number(r.transactions))).toBe(sold.length);
      expect(sum(rows, (r) => Number(r.gross_cents))).toBe(sum(sold, (o) => o.subtotal_cents));
      expect(sum(rows, (r) => Number(r.discount_cents))).toBe(sum(sold, (o) => o.discount_cents));
      expect(sum(rows, (r) => Number(r.tax_cents))).toBe(sum(sold, (o) => o.tax_cents));
      expect(sum(rows, (r) => Number(r.refunded_cents))).toBe(sum(refundsOf.get(day) ?? [], (r) => r.amount_cents));
    }
    // Every sale before today was taken in a shift that has closed: the day's Z reports add up to its sales.
    const zReports = await db
      .selectFrom('z_reports')
      .innerJoin('tills', 'tills.id', 'z_reports.till_id')
      .select(['tills.store_id', 'z_reports.business_date', 'z_reports.body'])
      .execute();
    const zOf = groupBy(zReports, key);
    const today = localClock(now, 'Europe/London').date;
    for (const [day, rows] of daysOf) {
      if (day.endsWith(today)) continue;
      const zTotal = sum(zOf.get(day) ?? [], (z) => (JSON.parse(z.body) as ZReportBody).figures.salesTotalCents);
      expect(zTotal).toBe(sum(rows, (r) => Number(r.gross_cents) - Number(r.discount_cents) + Number(r.tax_cents)));
    }
  });

  it('trades by the shops’ clock in Britain: sales 09:00–18:00, shifts from 08:45, today’s Till 1 open since then', async () => {
    const clock = (instant: string) => localClock(new Date(instant), 'Europe/London');
    const sales = await db.selectFrom('orders').select('created_at').where('status', '=', 'completed').execute();
    for (const sale of sales)
      expect(clock(sale.created_at).time >= '09:00' && clock(sale.created_at).time < '18:00').toBe(true);
    const shifts = await db.selectFrom('shifts').select(['till_id', 'opened_at', 'status', 'business_date']).execute();
    const openings = new Set(shifts.filter((s) => s.status === 'closed').map((s) => clock(s.opened_at).time));
    expect([...openings].sort()).toEqual(['08:45', '10:00']);
    // Seeded at noon in London (GMT in November).
    const open = shifts.filter((s) => s.status === 'open').sort((a, b) => a.till_id.localeCompare(b.till_id));
    expect(open.map((s) => [s.till_id, s.business_date, clock(s.opened_at).time])).toEqual([
      ['till-1', '2026-11-22', '08:45'],
      ['till-r1', '2026-11-22', '08:45'],
    ]);
  });
});
