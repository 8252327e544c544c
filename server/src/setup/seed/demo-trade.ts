import type { Kysely } from 'kysely';
import { businessDate } from '@tillwise/core/report/business-date';
import type { Database } from '../../db/schema';
import type { DemoBranch } from './demo-branches';
import type { DemoEdition } from './demo-edition';
import { insertInBatches } from './insert-in-batches';
import { generateSalesHistory, historyDays } from './sales-history';
import type { SalesHistory } from './sales-history';
import { assignTills, planShifts, plannedDrawerEvents } from './shift-history';

export type DemoTrade = ReturnType<typeof tradeOf>;

/** One store's trade: its sales history, its shifts and what happened in its drawers. */
export function tradeOf(edition: DemoEdition, branch: DemoBranch, now: Date, timeZone: string) {
  const history = generateSalesHistory(now, edition.products, edition.customers, branch);
  const shifts = planShifts(now, historyDays, (instant) => businessDate(instant, timeZone), branch);
  assignTills(history, shifts, branch);
  return { branch, history, shifts, drawer: plannedDrawerEvents(history, shifts, now, branch) };
}

/**
 * Numbers every store's orders and refunds from one chain-wide counter in the order they happened, as the till's
 * counters do: ORD-1001 and REF-001 upwards. Returns the last of each.
 */
export function numberChainWide(histories: SalesHistory[]) {
  const byTime = <T extends { created_at: string }>(rows: T[]) =>
    rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
  const orders = byTime(histories.flatMap((history) => history.orders));
  orders.forEach((order, index) => (order.number = `ORD-${1001 + index}`));
  const refunds = byTime(histories.flatMap((history) => history.refunds));
  refunds.forEach((refund, index) => (refund.number = `REF-${String(index + 1).padStart(3, '0')}`));
  return { order: 1000 + orders.length, refund: refunds.length };
}

/** Each store's sales, refunds and drawer events, each on the business day it happened in the store's time zone. */
export async function insertDemoTrade(trx: Kysely<Database>, trades: readonly DemoTrade[], timeZone: string) {
  const dateOf = (instant: string | null | undefined) => (instant ? businessDate(new Date(instant), timeZone) : null);
  for (const { history, drawer } of trades) {
    await insertInBatches(
      trx,
      'orders',
      history.orders.map((order) => ({ ...order, business_date: dateOf(order.completed_at) })),
    );
    await insertInBatches(trx, 'order_lines', history.lines);
    await insertInBatches(trx, 'payments', history.payments);
    await insertInBatches(
      trx,
      'refunds',
      history.refunds.map((refund) => ({ ...refund, business_date: dateOf(refund.created_at) })),
    );
    await insertInBatches(trx, 'refund_lines', history.refundLines);
    await insertInBatches(trx, 'refund_tenders', history.refundTenders);
    await insertInBatches(trx, 'stock_movements', history.movements);
    await insertInBatches(trx, 'cash_movements', drawer.movements);
    await insertInBatches(trx, 'voids', drawer.voids);
  }
}
