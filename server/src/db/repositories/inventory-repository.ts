import { sql } from 'kysely';
import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../database';
import type { Database, StockMovementsTable } from '../schema';

type Executor = Db | Transaction<Database>;

/** Records one movement in the ledger and moves the product's stock by the same amount. */
export async function recordStockMovement(db: Executor, movement: Insertable<StockMovementsTable>) {
  await db.insertInto('stock_movements').values(movement).execute();
  await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', movement.quantity_change), updated_at: movement.created_at }))
    .where('id', '=', movement.product_id)
    .execute();
}

/** A product's movements, newest first, with who made them, and the sum of every change newer than the page. */
export async function findStockMovements(db: Executor, productId: string, limit: number, offset: number) {
  const rows = await db
    .selectFrom('stock_movements')
    .leftJoin('users', 'users.id', 'stock_movements.user_id')
    // A sale's or refund's movement names it by id; people know it by its number (ORD-1234, REF-001).
    .leftJoin('orders', 'orders.id', 'stock_movements.reference')
    .leftJoin('refunds', 'refunds.id', 'stock_movements.reference')
    .select((eb) => [
      'stock_movements.id',
      'stock_movements.quantity_change',
      'stock_movements.reason',
      eb.fn.coalesce('orders.number', 'refunds.number', 'stock_movements.reference').as('reference'),
      'stock_movements.note',
      'stock_movements.created_at',
      'users.name as user_name',
    ])
    .where('stock_movements.product_id', '=', productId)
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
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, changeNewerThanPage: Number(newer.change), total: Number(count.total) };
}
