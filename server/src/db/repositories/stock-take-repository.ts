import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { StockTakeStatus } from '@tillwise/core/inventory/stock-take-schemas';
import type { Executor } from '../database';
import { fastInsert } from '../fast-insert';
import type { StockTakeLinesTable, StockTakesTable } from '../schema';

export async function insertStockTake(db: Executor, row: Insertable<StockTakesTable>) {
  await db.insertInto('stock_takes').values(row).execute();
}

export function findStockTake(db: Executor, id: string) {
  return db.selectFrom('stock_takes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The stock takes still counting at a store, with what each counts (category_id null: everything). */
export function findCountingStockTakes(db: Executor, storeId: string) {
  return db
    .selectFrom('stock_takes')
    .select(['id', 'number', 'category_id'])
    .where('store_id', '=', storeId)
    .where('status', '=', 'counting')
    .execute();
}

/** One page of a store's stock takes, newest first, with their category, staff and how many products are counted. */
export async function findStockTakes(
  db: Executor,
  filter: { storeId: string; status?: StockTakeStatus; id?: string },
  limit: number,
  offset: number,
) {
  let query = db
    .selectFrom('stock_takes')
    .leftJoin('categories', 'categories.id', 'stock_takes.category_id')
    .innerJoin('users as starter', 'starter.id', 'stock_takes.started_by')
    .leftJoin('users as applier', 'applier.id', 'stock_takes.applied_by')
    .where('stock_takes.store_id', '=', filter.storeId);
  if (filter.status) query = query.where('stock_takes.status', '=', filter.status);
  if (filter.id) query = query.where('stock_takes.id', '=', filter.id);
  const [rows, count] = await Promise.all([
    query
      .selectAll('stock_takes')
      .select((eb) => [
        'categories.name as category_name',
        'starter.name as started_by_name',
        'applier.name as applied_by_name',
        eb
          .selectFrom('stock_take_lines')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('stock_take_lines.stock_take_id', '=', 'stock_takes.id')
          .as('counted_count'),
      ])
      .orderBy('stock_takes.started_at', 'desc')
      .orderBy('stock_takes.number', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** A stock take's counted lines by product name, with the store's stock of each now and its cost. */
export function findStockTakeLines(db: Executor, stockTakeId: string, storeId: string) {
  return db
    .selectFrom('stock_take_lines')
    .innerJoin('products', 'products.id', 'stock_take_lines.product_id')
    .selectAll('stock_take_lines')
    .select([
      'products.name',
      'products.sku',
      'products.cost_cents',
      'products.sold_by',
      sql<number>`coalesce((select quantity from store_stock s where s.store_id = ${storeId} and s.product_id = products.id), 0)`.as(
        'stock_now',
      ),
    ])
    .where('stock_take_lines.stock_take_id', '=', stockTakeId)
    .orderBy('products.name')
    .orderBy('products.id')
    .execute();
}

/**
 * Adds to a product's count, or sets it, in one statement: two devices scanning the same product at once each
 * add their own scans, and the first count of a product makes its line.
 */
export async function recordCount(
  db: Executor,
  line: Insertable<StockTakeLinesTable>,
  mode: 'add' | 'set',
): Promise<number> {
  const row = await db
    .insertInto('stock_take_lines')
    .values(line)
    .onConflict((oc) =>
      oc.columns(['stock_take_id', 'product_id']).doUpdateSet((eb) => ({
        counted:
          mode === 'add' ? eb('stock_take_lines.counted', '+', eb.ref('excluded.counted')) : eb.ref('excluded.counted'),
        counted_by: eb.ref('excluded.counted_by'),
        counted_at: eb.ref('excluded.counted_at'),
      })),
    )
    .returning('counted')
    .executeTakeFirstOrThrow();
  return Number(row.counted);
}

export async function deleteCount(db: Executor, stockTakeId: string, productId: string) {
  await db
    .deleteFrom('stock_take_lines')
    .where('stock_take_id', '=', stockTakeId)
    .where('product_id', '=', productId)
    .execute();
}

/** The active products in a count's scope that have no count yet, by name, with the store's stock of each. */
function uncountedQuery(db: Executor, stockTakeId: string, storeId: string, categoryId: string | null) {
  let query = db
    .selectFrom('products')
    .where('products.is_active', '=', 1)
    // A product with variants has no shelf stock of its own: its variants are counted.
    .where('products.options_json', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('stock_take_lines')
            .select('stock_take_lines.product_id')
            .whereRef('stock_take_lines.product_id', '=', 'products.id')
            .where('stock_take_lines.stock_take_id', '=', stockTakeId),
        ),
      ),
    );
  if (categoryId) query = query.where('products.category_id', '=', categoryId);
  return query.select([
    'products.id',
    'products.name',
    'products.sku',
    'products.sold_by',
    sql<number>`coalesce((select quantity from store_stock s where s.store_id = ${storeId} and s.product_id = products.id), 0)`.as(
      'on_hand',
    ),
  ]);
}

export async function findUncounted(
  db: Executor,
  stockTakeId: string,
  storeId: string,
  categoryId: string | null,
  limit?: number,
) {
  let query = uncountedQuery(db, stockTakeId, storeId, categoryId).orderBy('products.name').orderBy('products.id');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export async function countUncounted(db: Executor, stockTakeId: string, storeId: string, categoryId: string | null) {
  const row = await db
    .selectFrom(uncountedQuery(db, stockTakeId, storeId, categoryId).as('u'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertLines(db: Executor, lines: Insertable<StockTakeLinesTable>[]) {
  await fastInsert(db, 'stock_take_lines', lines);
}

/** Keeps what each counted product's stock is now beside its count: run just before the variances are applied. */
export async function snapshotOnHand(db: Executor, stockTakeId: string, storeId: string) {
  await db
    .updateTable('stock_take_lines')
    .set({
      on_hand: sql<number>`coalesce((select quantity from store_stock s where s.store_id = ${storeId} and s.product_id = stock_take_lines.product_id), 0)`,
    })
    .where('stock_take_id', '=', stockTakeId)
    .execute();
}

/** Moves a counting stock take on; answers whether this call did it (not one from another device). */
export async function closeStockTake(
  db: Executor,
  id: string,
  changes: { status: StockTakeStatus; applied_by?: string; applied_at?: string; uncounted_count?: number },
): Promise<boolean> {
  const result = await db
    .updateTable('stock_takes')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'counting')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
