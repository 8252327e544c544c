import { sql } from 'kysely';
import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../database';
import { insertStep } from '../fast-insert';
import type { PlanStep } from '../plan';
import { runSteps } from '../plan-runner';
import type { Database, StockMovementsTable } from '../schema';

type Executor = Db | Transaction<Database>;
/** A ledger movement always names the store whose stock it moves. */
export type StockMovement = Insertable<StockMovementsTable> & { store_id: string };

/**
 * Records movements in the stock ledger and moves each store's quantity of each product by the same amount, in
 * one update: a product's quantity in a store is the running sum of that store's ledger.
 */
export async function moveStock(db: Executor, movements: StockMovement[]) {
  const { ledger, stock } = moveStockSteps(movements);
  if (ledger) await runSteps(db, [ledger, ...stock]);
}

/**
 * moveStock as a plan's steps: the ledger rows, and each store's quantity of each product, one row at a time in
 * store and product order, so concurrent writers on PostgreSQL take the rows' locks in the same order and never
 * deadlock. Apart, so that a plan can put the stock, which other sales want too, among its last steps.
 */
export function moveStockSteps(movements: readonly StockMovement[]): { ledger: PlanStep | null; stock: PlanStep[] } {
  if (movements.length === 0) return { ledger: null, stock: [] };
  const changes = new Map<string, { storeId: string; productId: string; change: number }>();
  for (const m of movements) {
    const key = `${m.store_id}|${m.product_id}`;
    const entry = changes.get(key) ?? { storeId: m.store_id, productId: m.product_id, change: 0 };
    entry.change += m.quantity_change;
    changes.set(key, entry);
  }
  const sorted = [...changes.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, entry]) => entry);
  return {
    ledger: insertStep('stock_movements', [...movements]),
    stock: sorted.map((entry) => ({
      sql: 'update store_stock set quantity = quantity + ? where store_id = ? and product_id = ?',
      params: [entry.change, entry.storeId, entry.productId],
    })),
  };
}

/** Records one movement in the ledger and moves the store's stock of the product by the same amount. */
export async function recordStockMovement(db: Executor, movement: StockMovement) {
  await moveStock(db, [movement]);
}

/** A product's quantity in one store. */
export async function findStoreStock(db: Executor, storeId: string, productId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('store_stock')
    .select('quantity')
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row?.quantity;
}

/** Gives a new product a stock row, at 0, in every store of the chain. */
export async function insertStockRowsForProduct(db: Executor, productId: string) {
  await db
    .insertInto('store_stock')
    .columns(['store_id', 'product_id', 'quantity'])
    .expression((eb) =>
      eb.selectFrom('store').select(['id', eb.val(productId).as('product_id'), eb.val(0).as('quantity')]),
    )
    .execute();
}

/**
 * A product's movements in one store, newest first, with who made them, and the sum of every change newer than
 * the page.
 */
export async function findStockMovements(
  db: Executor,
  storeId: string,
  productId: string,
  limit: number,
  offset: number,
) {
  const rows = await db
    .selectFrom('stock_movements')
    .leftJoin('users', 'users.id', 'stock_movements.user_id')
    // A sale's, refund's, transfer's, purchase order's or stock take's movement names it by id; people know it by
    // its number (ORD-1234, REF-001, RET-001, TRF-0001, PO-0001, ST-0001).
    .leftJoin('orders', 'orders.id', 'stock_movements.reference')
    .leftJoin('refunds', 'refunds.id', 'stock_movements.reference')
    .leftJoin('returns', 'returns.id', 'stock_movements.reference')
    .leftJoin('stock_transfers', 'stock_transfers.id', 'stock_movements.reference')
    .leftJoin('purchase_orders', 'purchase_orders.id', 'stock_movements.reference')
    .leftJoin('stock_takes', 'stock_takes.id', 'stock_movements.reference')
    .select((eb) => [
      'stock_movements.id',
      'stock_movements.quantity_change',
      'stock_movements.reason',
      eb.fn
        .coalesce(
          'orders.number',
          'refunds.number',
          'returns.number',
          'stock_transfers.number',
          eb.fn.coalesce('purchase_orders.number', 'stock_takes.number', 'stock_movements.reference'),
        )
        .as('reference'),
      'stock_movements.note',
      'stock_movements.created_at',
      'users.name as user_name',
    ])
    .where('stock_movements.product_id', '=', productId)
    .where('stock_movements.store_id', '=', storeId)
    .orderBy('stock_movements.created_at', 'desc')
    .orderBy('stock_movements.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const [newer, count] = await Promise.all([
    offset === 0
      ? { change: 0 }
      : db
          .selectFrom(
            db
              .selectFrom('stock_movements')
              .select('quantity_change')
              .where('product_id', '=', productId)
              .where('store_id', '=', storeId)
              .orderBy('created_at', 'desc')
              .orderBy('id', 'desc')
              .limit(offset)
              .as('newer'),
          )
          .select(sql<number>`coalesce(sum(quantity_change), 0)`.as('change'))
          .executeTakeFirstOrThrow(),
    db
      .selectFrom('stock_movements')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('product_id', '=', productId)
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, changeNewerThanPage: Number(newer.change), total: Number(count.total) };
}
