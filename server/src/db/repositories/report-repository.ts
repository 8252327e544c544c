import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';

type Executor = Db | Transaction<Database>;

/** Orders that count as sales: completed, even if later refunded (refunds are subtracted on their own day). */
export const soldStatuses = ['completed', 'partially_refunded', 'refunded'];

// Times are ISO-8601 UTC text, so the first ten characters are the UTC day in SQLite and PostgreSQL alike.
const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/** Sales per UTC day in [from, to), before refunds. */
export function salesByDay(db: Executor, from: string, to: string) {
  return db
    .selectFrom('orders')
    .select([dayOf('completed_at').as('day'), (eb) => eb.fn.sum<number>('total_cents').as('cents')])
    .where('status', 'in', soldStatuses)
    .where('completed_at', '>=', from)
    .where('completed_at', '<', to)
    .groupBy(dayOf('completed_at'))
    .execute();
}

/** Refunds per UTC day in [from, to). */
export function refundsByDay(db: Executor, from: string, to: string) {
  return db
    .selectFrom('refunds')
    .select([dayOf('created_at').as('day'), (eb) => eb.fn.sum<number>('amount_cents').as('cents')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy(dayOf('created_at'))
    .execute();
}

export async function countProducts(db: Executor, createdBefore?: string): Promise<number> {
  let query = db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_active', '=', 1);
  if (createdBefore) query = query.where('created_at', '<', createdBefore);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export async function countLowStock(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_active', '=', 1)
    .where((eb) => eb('stock', '<=', eb.fn.coalesce('reorder_level', eb.val(0))))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The active products closest to running out: lowest stock ÷ reorder level (plain stock without a level). */
export function lowestStock(db: Executor, limit: number, onlyLow = false) {
  let query = db
    .selectFrom('products')
    .select(['id', 'name', 'sku', 'stock', 'reorder_level'])
    .where('is_active', '=', 1);
  if (onlyLow) query = query.where((eb) => eb('stock', '<=', eb.fn.coalesce('reorder_level', eb.val(0))));
  return query
    .orderBy(sql`case when reorder_level > 0 then cast(stock as real) / reorder_level else stock end`)
    .orderBy('name')
    .limit(limit)
    .execute();
}

export function latestSales(db: Executor, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'number', 'total_cents', 'completed_at'])
    .where('status', 'in', soldStatuses)
    .where('completed_at', 'is not', null)
    .orderBy('completed_at', 'desc')
    .limit(limit)
    .execute();
}

/** Products by units sold in [from, to). */
export function bestSellers(db: Executor, from: string, to: string, limit: number) {
  return db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select([
      'order_lines.product_id',
      (eb) => eb.fn.max('order_lines.name').as('name'),
      (eb) => eb.fn.sum<number>('order_lines.quantity').as('sold'),
    ])
    .where('orders.status', 'in', soldStatuses)
    .where('orders.completed_at', '>=', from)
    .where('orders.completed_at', '<', to)
    .groupBy('order_lines.product_id')
    .orderBy('sold', 'desc')
    .limit(limit)
    .execute();
}
