import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Executor } from '../database';
import { containsIgnoringCase } from '../like';
import type { LayawayLinesTable, LayawayPaymentsTable, LayawaysTable } from '../schema';

export async function insertLayaway(
  db: Executor,
  layaway: Insertable<LayawaysTable>,
  lines: Insertable<LayawayLinesTable>[],
): Promise<void> {
  await db.insertInto('layaways').values(layaway).execute();
  await db.insertInto('layaway_lines').values(lines).execute();
}

const layawaysJoined = (db: Executor) =>
  db
    .selectFrom('layaways')
    .innerJoin('customers', 'customers.id', 'layaways.customer_id')
    .innerJoin('users', 'users.id', 'layaways.user_id')
    .innerJoin('store', 'store.id', 'layaways.store_id')
    .leftJoin('orders', 'orders.id', 'layaways.order_id');

const names = [
  'customers.name as customer_name',
  'users.name as staff_name',
  'store.name as store_name',
  'orders.number as order_number',
] as const;

/** A layaway with the names it shows: its customer's, its seller's, its store's and the sale it became. */
export function findLayaway(db: Executor, id: string) {
  return layawaysJoined(db).selectAll('layaways').select(names).where('layaways.id', '=', id).executeTakeFirst();
}

export function findLayawayLines(db: Executor, layawayId: string) {
  return db.selectFrom('layaway_lines').selectAll().where('layaway_id', '=', layawayId).orderBy('position').execute();
}

/** The layaway's money, oldest first, with who took it. */
export function findLayawayPayments(db: Executor, layawayId: string) {
  return db
    .selectFrom('layaway_payments')
    .innerJoin('users', 'users.id', 'layaway_payments.user_id')
    .selectAll('layaway_payments')
    .select('users.name as staff_name')
    .where('layaway_id', '=', layawayId)
    .orderBy('layaway_payments.created_at')
    .orderBy('layaway_payments.id')
    .execute();
}

export function findLayawayPayment(db: Executor, id: string) {
  return db.selectFrom('layaway_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertLayawayPayments(db: Executor, rows: Insertable<LayawayPaymentsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('layaway_payments').values(rows).execute();
}

export interface LayawayFilter {
  /** One store's layaways; every store's without it (a customer's). */
  storeId?: string;
  customerId?: string;
  q?: string;
  /** 'overdue' is an open layaway whose due date is before `today`; 'open' one that is not. */
  status?: 'open' | 'overdue' | 'completed' | 'cancelled';
  today: string;
  limit: number;
  offset: number;
}

/** Layaways newest first, by number or customer name (case-insensitive substring), store, customer and status. */
export async function searchLayaways(db: Executor, filter: LayawayFilter) {
  let query = layawaysJoined(db);
  if (filter.storeId) query = query.where('layaways.store_id', '=', filter.storeId);
  if (filter.customerId) query = query.where('layaways.customer_id', '=', filter.customerId);
  if (filter.status === 'open' || filter.status === 'overdue') {
    query = query
      .where('layaways.status', '=', 'open')
      .where('layaways.due_date', filter.status === 'open' ? '>=' : '<', filter.today);
  } else if (filter.status) {
    query = query.where('layaways.status', '=', filter.status);
  }
  const q = filter.q;
  if (q) {
    query = query.where((eb) =>
      eb.or([containsIgnoringCase('layaways.number', q), containsIgnoringCase('customers.name', q)]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll('layaways')
      .select(names)
      .orderBy('layaways.created_at', 'desc')
      .orderBy('layaways.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * Adds a payment to what an open layaway has had paid, only while it stays below the total (the last of it is paid
 * by the sale that completes it); the new amount paid, or undefined when it is not open or that would reach it.
 */
export async function payOntoLayaway(db: Executor, id: string, amountCents: number): Promise<number | undefined> {
  const row = await db
    .updateTable('layaways')
    .set({ paid_cents: sql`paid_cents + ${amountCents}` })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where(sql<boolean>`paid_cents + ${amountCents} < total_cents`)
    .returning('paid_cents')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.paid_cents);
}

/**
 * Closes an open layaway, completed (with the sale) or cancelled, only if what it has had paid is still what the
 * caller read; whether this call did it (false when another till paid, completed or cancelled it first).
 */
export async function closeLayaway(
  db: Executor,
  id: string,
  close: {
    status: 'completed' | 'cancelled';
    paidCents: number;
    orderId: string | null;
    userId: string;
    at: string;
    day: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('layaways')
    .set({
      status: close.status,
      order_id: close.orderId,
      closed_by: close.userId,
      closed_at: close.at,
      closed_on: close.day,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('paid_cents', '=', close.paidCents)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many of each product this store has put by on open layaways. */
export async function reservedByProduct(db: Executor, storeId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('layaway_lines')
    .innerJoin('layaways', 'layaways.id', 'layaway_lines.layaway_id')
    .select(['layaway_lines.product_id', (eb) => eb.fn.sum<number>('layaway_lines.quantity').as('reserved')])
    .where('layaways.store_id', '=', storeId)
    .where('layaways.status', '=', 'open')
    .where('layaway_lines.product_id', 'in', productIds)
    .groupBy('layaway_lines.product_id')
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.reserved)]));
}

/** A store's open layaways past their due date, oldest due first (at most `limit`), and how many there are. */
export async function findOverdueLayaways(db: Executor, storeId: string, today: string, limit: number) {
  const overdue = layawaysJoined(db)
    .where('layaways.store_id', '=', storeId)
    .where('layaways.status', '=', 'open')
    .where('layaways.due_date', '<', today);
  const [rows, count] = await Promise.all([
    overdue.selectAll('layaways').select(names).orderBy('layaways.due_date').limit(limit).execute(),
    overdue.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}
