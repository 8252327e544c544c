import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Db } from '../database';
import { soldStatuses } from '../report-rollups';
import { productSalesRows } from './product-report-repository';
import type { Database } from '../schema';

type Executor = Db | Transaction<Database>;

/** Products belong to the chain: every store sells the same ones. */
export async function countProducts(db: Executor, createdBefore?: string): Promise<number> {
  let query = db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_active', '=', 1);
  if (createdBefore) query = query.where('created_at', '<', createdBefore);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * The active products with their quantity in one store. A product sold as its variants holds no stock of its own:
 * its variants are judged, each by its own stock and level, never the empty parent.
 */
function stockOfStore(db: Executor, storeId: string) {
  return db
    .selectFrom('products as p')
    .innerJoin('store_stock as s', (join) => join.onRef('s.product_id', '=', 'p.id').on('s.store_id', '=', storeId))
    .where('p.is_active', '=', 1)
    .where('p.options_json', 'is', null);
}

export async function countLowStock(db: Executor, storeId: string): Promise<number> {
  const row = await stockOfStore(db, storeId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb('s.quantity', '<=', eb.fn.coalesce('p.reorder_level', eb.val(0))))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The store's active products closest to running out: lowest stock ÷ reorder level (plain stock without a level). */
export function lowestStock(db: Executor, storeId: string, limit: number, onlyLow = false) {
  let query = stockOfStore(db, storeId).select([
    'p.id',
    'p.name',
    'p.sku',
    's.quantity as stock',
    'p.reorder_level',
    'p.sold_by',
  ]);
  if (onlyLow) query = query.where((eb) => eb('s.quantity', '<=', eb.fn.coalesce('p.reorder_level', eb.val(0))));
  return query
    .orderBy(sql`case when p.reorder_level > 0 then cast(s.quantity as real) / p.reorder_level else s.quantity end`)
    .orderBy('p.name')
    .limit(limit)
    .execute();
}

export function latestSales(db: Executor, storeId: string, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'number', 'total_cents', 'completed_at'])
    .where('store_id', '=', storeId)
    .where('status', 'in', [...soldStatuses])
    .where('completed_at', 'is not', null)
    .orderBy('completed_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The store's best sellers over the business days [from, to], by sales (net of discounts and refunds, before tax),
 * with the units or weight each sold: a shop's goods sold by the unit and by weight are ranked alike.
 */
export function bestSellers(db: Executor, storeId: string, from: string, to: string, limit: number) {
  const perProduct = db
    .selectFrom(productSalesRows(db, [storeId], from, to))
    .select((eb) => [
      'product_id',
      eb.fn.sum<number>('quantity').as('sold'),
      eb.fn.sum<number>('net_cents').as('net_cents'),
    ])
    .groupBy('product_id')
    .as('t');
  return db
    .selectFrom(perProduct)
    .innerJoin('products as p', 'p.id', 't.product_id')
    .select(['t.product_id', 'p.name', 't.sold', 't.net_cents', 'p.sold_by'])
    .where('t.sold', '>', 0)
    .orderBy('t.net_cents', 'desc')
    .orderBy('p.name')
    .limit(limit)
    .execute();
}
