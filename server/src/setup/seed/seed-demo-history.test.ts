import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { localClock } from '@tillwise/core/report/business-date';
import { now, seedTestDatabases } from './seed.fixtures';

// The demo store's 90 days of history as seeded: stock ledger, orders, payments, refunds and shifts, traded by its own
// clock, the same every time.
const { seededDatabase, dropAll } = seedTestDatabases();

let db: Db;
// The whole demo history (two stores, 90 days): minutes on a busy machine.
beforeAll(async () => {
  db = await seededDatabase();
}, 300_000);
afterAll(dropAll);

describe('demo store seed', () => {
  it("keeps each store's stock ledger exact: for every store and product the movements add up to its stock", async () => {
    const rows = await db
      .selectFrom('store_stock')
      .leftJoin('stock_movements', (join) =>
        join
          .onRef('stock_movements.product_id', '=', 'store_stock.product_id')
          .onRef('stock_movements.store_id', '=', 'store_stock.store_id'),
      )
      .select([
        'store_stock.store_id',
        'store_stock.product_id',
        'store_stock.quantity',
        (eb) => eb.fn.sum<number>('stock_movements.quantity_change').as('ledger'),
      ])
      .groupBy(['store_stock.store_id', 'store_stock.product_id', 'store_stock.quantity'])
      .execute();
    expect(new Set(rows.map((row) => row.store_id))).toEqual(new Set(['store-1', 'store-2']));
    for (const row of rows) expect(Number(row.ledger)).toBe(row.quantity);
  });

  it('has 90 days of orders whose totals are subtotal − discount + tax and the sum of their lines', async () => {
    const orders = await db.selectFrom('orders').selectAll().execute();
    expect(orders.length).toBeGreaterThan(900);
    const first = orders.reduce(
      (min, order) => (order.created_at < min ? order.created_at : min),
      orders[0]?.created_at ?? '',
    );
    expect((now.getTime() - Date.parse(first)) / 86_400_000).toBeGreaterThan(88);
    const lineSums = await db
      .selectFrom('order_lines')
      .select([
        'order_id',
        (eb) => eb.fn.sum<number>('total_cents').as('total'),
        (eb) => eb.fn.sum<number>('quantity').as('items'),
      ])
      .groupBy('order_id')
      .execute();
    const byOrder = new Map(lineSums.map((row) => [row.order_id, row]));
    for (const order of orders) {
      expect(order.total_cents).toBe(order.subtotal_cents - order.discount_cents + order.tax_cents);
      expect(Number(byOrder.get(order.id)?.total)).toBe(order.total_cents);
      expect(Number(byOrder.get(order.id)?.items)).toBe(order.item_count);
    }
    expect(orders.filter((order) => order.status === 'parked')).toHaveLength(2);
    expect(orders.some((order) => order.customer_id !== null)).toBe(true);
    expect(orders.some((order) => order.discount_cents > 0)).toBe(true);
  });

  it('pays every completed order in full and numbers orders ORD-1001 upwards in time order', async () => {
    const unpaid = await db
      .selectFrom('orders')
      .leftJoin('payments', 'payments.order_id', 'orders.id')
      .select(['orders.number', 'orders.total_cents', (eb) => eb.fn.sum<number>('payments.amount_cents').as('paid')])
      .where('orders.status', '!=', 'parked')
      .groupBy(['orders.id', 'orders.number', 'orders.total_cents'])
      .having((eb) =>
        eb(eb.fn.coalesce(eb.fn.sum('payments.amount_cents'), eb.val(0)), '!=', eb.ref('orders.total_cents')),
      )
      .execute();
    expect(unpaid).toEqual([]);
    const numbers = await db.selectFrom('orders').select('number').orderBy('created_at').execute();
    expect(numbers[0]?.number).toBe('ORD-1001');
    const sequence = numbers.map((row) => Number(row.number.slice(4)));
    expect(sequence).toEqual([...sequence].sort((a, b) => a - b));
    const counter = await db
      .selectFrom('counters')
      .select('value')
      .where('name', '=', 'order_number')
      .executeTakeFirstOrThrow();
    expect(counter.value).toBe(sequence[sequence.length - 1]);
  });

  it('has refunds numbered REF-001 upwards, each with a line and a restocking movement', async () => {
    const refunds = await db.selectFrom('refunds').selectAll().orderBy('number').execute();
    expect(refunds.length).toBeGreaterThanOrEqual(10);
    expect(refunds[0]?.number).toBe('REF-001');
    for (const refund of refunds) {
      const lines = await db.selectFrom('refund_lines').selectAll().where('refund_id', '=', refund.id).execute();
      expect(lines.reduce((sum, line) => sum + line.amount_cents, 0)).toBe(refund.amount_cents);
      const movement = await db
        .selectFrom('stock_movements')
        .selectAll()
        .where('reference', '=', refund.id)
        .executeTakeFirstOrThrow();
      expect(movement).toMatchObject({ reason: 'refund', quantity_change: lines[0]?.quantity });
      const order = await db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', refund.order_id)
        .executeTakeFirstOrThrow();
      expect(order.refunded_cents).toBe(refund.amount_cents);
      expect(order.status).toBe(order.refunded_cents === order.total_cents ? 'refunded' : 'partially_refunded');
    }
  });

  it('puts every sale and refund on a till’s shift; Till 1 is open today, every earlier shift closed with its Z', async () => {
    const loose = await db
      .selectFrom('orders')
      .select('number')
      .where('status', '!=', 'parked')
      .where('shift_id', 'is', null)
      .execute();
    expect(loose).toEqual([]);
    expect(await db.selectFrom('refunds').select('id').where('shift_id', 'is', null).execute()).toEqual([]);
    const open = await db.selectFrom('shifts').selectAll().where('status', '!=', 'closed').orderBy('till_id').execute();
    expect(open).toMatchObject([
      { till_id: 'till-1', status: 'open', opened_by: 'user-cashier' },
      { till_id: 'till-r1', status: 'open', opened_by: 'user-riverside-cashier' },
    ]);
    const closed = await db.selectFrom('shifts').selectAll().where('status', '=', 'closed').execute();
    expect(closed.length).toBeGreaterThanOrEqual(100);
    const zReports = await db.selectFrom('z_reports').select('shift_id').execute();
    expect(new Set(zReports.map((z) => z.shift_id))).toEqual(new Set(closed.map((shift) => shift.id)));
    for (const shift of closed) {
      expect(shift.over_short_cents).toBe((shift.counted_cents ?? 0) - (shift.expected_cents ?? 0));
    }
  });

  it('trades by the stores’ own clock in Asheville: sales 09:00–18:00, shifts from 08:45, refunds in trading hours', async () => {
    const clock = (instant: string) => localClock(new Date(instant), 'America/New_York').time;
    const sales = await db.selectFrom('orders').select('created_at').where('status', '=', 'completed').execute();
    expect(sales.length).toBeGreaterThan(1000);
    for (const sale of sales) expect(clock(sale.created_at) >= '09:00' && clock(sale.created_at) < '18:00').toBe(true);
    const refunds = await db.selectFrom('refunds').select('created_at').execute();
    for (const refund of refunds) expect(clock(refund.created_at) >= '09:00').toBe(true);
    const shifts = await db.selectFrom('shifts').select(['opened_at', 'status', 'business_date']).execute();
    const openings = new Set(shifts.filter((s) => s.status === 'closed').map((s) => clock(s.opened_at)));
    expect([...openings].sort()).toEqual(['08:45', '10:00']);
    // Seeded at 07:00 there: today's shift was opened just before, on today's date there.
    const today = shifts.filter((s) => s.status === 'open');
    expect(today.map((s) => [s.business_date, clock(s.opened_at)])).toEqual([
      ['2026-11-22', '06:55'],
      ['2026-11-22', '06:55'],
    ]);
  });

  it('has realistic small over/shorts: mostly balanced, a few dollars at most, each big one with a reason', async () => {
    const closed = await db.selectFrom('shifts').selectAll().where('status', '=', 'closed').execute();
    const off = closed.filter((shift) => shift.over_short_cents !== 0);
    expect(off.length).toBeGreaterThan(10);
    expect(off.length).toBeLessThan(closed.length / 2);
    expect(Math.max(...off.map((shift) => Math.abs(shift.over_short_cents ?? 0)))).toBeLessThanOrEqual(300);
    expect(Math.min(...closed.map((shift) => shift.expected_cents ?? 0))).toBeGreaterThanOrEqual(0);
    const flagged = closed.filter((shift) => Math.abs(shift.over_short_cents ?? 0) > 100);
    expect(flagged.length).toBeGreaterThan(0);
    for (const shift of flagged) expect(shift.reason).toBeTruthy();
    expect(closed.some((shift) => shift.approved_by === 'user-manager')).toBe(true);
    const approved = closed.filter((shift) => shift.approved_by !== null);
    expect(approved.filter((shift) => [shift.counted_by, shift.closed_by].includes(shift.approved_by))).toEqual([]);
  });

  it('is deterministic: the same now gives the same history', async () => {
    const digest = async (database: Db) => {
      const rows = await sql<{
        id: string;
        number: string;
        total_cents: number;
      }>`select id, number, total_cents from orders order by number`.execute(database);
      return createHash('sha256').update(JSON.stringify(rows.rows)).digest('hex');
    };
    const again = await seededDatabase();
    expect(await digest(again)).toBe(await digest(db));
  }, 300_000);
});
