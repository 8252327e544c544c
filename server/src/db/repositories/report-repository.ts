import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Db } from '../database';
import { soldStatuses } from '../report-rollups';
import { productSalesRows } from './period-report-repository';
import type { Database } from '../schema';

type Executor = Db | Transaction<Database>;

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
    .where('status', 'in', [...soldStatuses])
    .where('completed_at', 'is not', null)
    .orderBy('completed_at', 'desc')
    .limit(limit)
    .execute();
}

/** Products by units sold over the business days [from, to], refunds taken off. */
export function bestSellers(db: Executor, from: string, to: string, limit: number) {
  const perProduct = db
    .selectFrom(productSalesRows(db, from, to))
    .select((eb) => ['product_id', eb.fn.sum<number>('quantity').as('sold')])
    .groupBy('product_id')
    .as('t');
  return db
    .selectFrom(perProduct)
    .innerJoin('products as p', 'p.id', 't.product_id')
    .select(['t.product_id', 'p.name', 't.sold'])
    .orderBy('t.sold', 'desc')
    .orderBy('p.name')
    .limit(limit)
    .execute();
}
