import type { Insertable } from 'kysely';
import type { TransferDirection, TransferStatus } from '@tillwise/core/inventory/transfer-schemas';
import type { Executor } from '../database';
import { fastInsert } from '../fast-insert';
import type { StockTransferLinesTable, StockTransfersTable } from '../schema';

export interface TransferFilter {
  storeId: string;
  direction: TransferDirection;
  status?: TransferStatus;
  /** One transfer only. */
  id?: string;
}

export function findTransfer(db: Executor, id: string) {
  return db.selectFrom('stock_transfers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findTransferLines(db: Executor, transferId: string) {
  return db
    .selectFrom('stock_transfer_lines')
    .innerJoin('products', 'products.id', 'stock_transfer_lines.product_id')
    .select(['stock_transfer_lines.product_id', 'stock_transfer_lines.quantity', 'products.sold_by'])
    .where('stock_transfer_lines.transfer_id', '=', transferId)
    .orderBy('stock_transfer_lines.id')
    .execute();
}

export async function insertTransfer(
  db: Executor,
  transfer: Insertable<StockTransfersTable>,
  lines: Insertable<StockTransferLinesTable>[],
) {
  await db.insertInto('stock_transfers').values(transfer).execute();
  await fastInsert(db, 'stock_transfer_lines', lines);
}

/**
 * Marks an in-transit transfer received; answers whether this call did it (false when another receive got there
 * first, so the stock is never added twice).
 */
export async function markReceived(db: Executor, id: string, receivedBy: string, receivedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('stock_transfers')
    .set({ status: 'received', received_by: receivedBy, received_at: receivedAt })
    .where('id', '=', id)
    .where('status', '=', 'in_transit')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findStore(db: Executor, id: string) {
  return db.selectFrom('store').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** Every store of the chain but one, oldest first: where that one can send stock. */
export function findOtherStores(db: Executor, storeId: string) {
  return db
    .selectFrom('store')
    .select(['id', 'name'])
    .where('id', '<>', storeId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The named products with their quantity in one store. */
export function findProductsWithStock(db: Executor, storeId: string, productIds: string[]) {
  return db
    .selectFrom('products')
    .leftJoin('store_stock', (join) =>
      join.onRef('store_stock.product_id', '=', 'products.id').on('store_stock.store_id', '=', storeId),
    )
    .select(['products.id', 'products.name', 'products.sku', 'products.sold_by', 'store_stock.quantity'])
    .where('products.id', 'in', productIds)
    .execute();
}

/** A store's quantities of the named products. */
export async function findStoreQuantities(db: Executor, storeId: string, productIds: string[]) {
  const rows = await db
    .selectFrom('store_stock')
    .select(['product_id', 'quantity'])
    .where('store_id', '=', storeId)
    .where('product_id', 'in', productIds)
    .execute();
  return new Map(rows.map((row) => [row.product_id, row.quantity]));
}

function filtered(db: Executor, filter: TransferFilter) {
  let query = db.selectFrom('stock_transfers');
  if (filter.direction === 'incoming') query = query.where('to_store_id', '=', filter.storeId);
  else if (filter.direction === 'outgoing') query = query.where('from_store_id', '=', filter.storeId);
  else
    query = query.where((eb) =>
      eb.or([eb('from_store_id', '=', filter.storeId), eb('to_store_id', '=', filter.storeId)]),
    );
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.id) query = query.where('stock_transfers.id', '=', filter.id);
  return query;
}

/** A page of the transfers touching a store, newest first, with store and staff names, and how many match. */
export async function findTransfers(db: Executor, filter: TransferFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .innerJoin('store as from_store', 'from_store.id', 'stock_transfers.from_store_id')
      .innerJoin('store as to_store', 'to_store.id', 'stock_transfers.to_store_id')
      .innerJoin('users as sender', 'sender.id', 'stock_transfers.sent_by')
      .leftJoin('users as receiver', 'receiver.id', 'stock_transfers.received_by')
      .selectAll('stock_transfers')
      .select([
        'from_store.name as from_store_name',
        'to_store.name as to_store_name',
        'sender.name as sent_by_name',
        'receiver.name as received_by_name',
      ])
      .orderBy('stock_transfers.sent_at', 'desc')
      .orderBy('stock_transfers.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The lines of several transfers, with each product's name and SKU. */
export function findLinesOfTransfers(db: Executor, transferIds: string[]) {
  if (transferIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('stock_transfer_lines')
    .innerJoin('products', 'products.id', 'stock_transfer_lines.product_id')
    .select([
      'stock_transfer_lines.transfer_id',
      'stock_transfer_lines.product_id',
      'stock_transfer_lines.quantity',
      'products.name',
      'products.sku',
      'products.sold_by',
    ])
    .where('stock_transfer_lines.transfer_id', 'in', transferIds)
    .orderBy('stock_transfer_lines.transfer_id')
    .orderBy('products.name')
    .execute();
}
