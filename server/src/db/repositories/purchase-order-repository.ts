import { sql } from 'kysely';
import type { Insertable, Updateable } from 'kysely';
import { openPurchaseOrderStatuses } from '@tillwise/core/purchasing/purchase-order-schemas';
import type { PurchaseOrderStatus } from '@tillwise/core/purchasing/purchase-order-schemas';
import type { Executor } from '../database';
import { fastInsert } from '../fast-insert';
import type { PurchaseOrderLinesTable, PurchaseOrdersTable } from '../schema';

export interface PurchaseOrderFilter {
  storeId: string;
  status?: PurchaseOrderStatus;
  supplierId?: string;
  id?: string;
}

/** One page of a store's orders, newest first, with their supplier and who wrote them. */
export async function findPurchaseOrders(db: Executor, filter: PurchaseOrderFilter, limit: number, offset: number) {
  let query = db
    .selectFrom('purchase_orders')
    .innerJoin('suppliers', 'suppliers.id', 'purchase_orders.supplier_id')
    .innerJoin('users', 'users.id', 'purchase_orders.created_by')
    .where('purchase_orders.store_id', '=', filter.storeId);
  if (filter.status) query = query.where('purchase_orders.status', '=', filter.status);
  if (filter.supplierId) query = query.where('purchase_orders.supplier_id', '=', filter.supplierId);
  if (filter.id) query = query.where('purchase_orders.id', '=', filter.id);
  const [rows, count] = await Promise.all([
    query
      .selectAll('purchase_orders')
      .select(['suppliers.name as supplier_name', 'suppliers.email as supplier_email', 'users.name as created_by_name'])
      .orderBy('purchase_orders.created_at', 'desc')
      .orderBy('purchase_orders.number', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findLinesOfOrders(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('purchase_order_lines')
    .innerJoin('products', 'products.id', 'purchase_order_lines.product_id')
    .selectAll('purchase_order_lines')
    .select(['products.name', 'products.sku', 'products.sold_by'])
    .where('purchase_order_lines.purchase_order_id', 'in', orderIds)
    .orderBy('purchase_order_lines.position')
    .execute();
}

export function findPurchaseOrder(db: Executor, id: string) {
  return db.selectFrom('purchase_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPurchaseOrder(
  db: Executor,
  order: Insertable<PurchaseOrdersTable>,
  lines: Insertable<PurchaseOrderLinesTable>[],
) {
  await db.insertInto('purchase_orders').values(order).execute();
  await fastInsert(db, 'purchase_order_lines', lines);
}

/** A draft's new content: its columns and all of its lines. */
export async function replacePurchaseOrder(
  db: Executor,
  id: string,
  changes: Updateable<PurchaseOrdersTable>,
  lines: Insertable<PurchaseOrderLinesTable>[],
) {
  await db.updateTable('purchase_orders').set(changes).where('id', '=', id).execute();
  await db.deleteFrom('purchase_order_lines').where('purchase_order_id', '=', id).execute();
  await fastInsert(db, 'purchase_order_lines', lines);
}

/** Moves an order on from one of the given statuses; answers whether this call did it (not a concurrent one). */
export async function moveStatus(
  db: Executor,
  id: string,
  from: readonly PurchaseOrderStatus[],
  changes: Updateable<PurchaseOrdersTable> & { status: PurchaseOrderStatus },
): Promise<boolean> {
  const result = await db
    .updateTable('purchase_orders')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Adds goods that arrived to a line, only while they fit in what is still to come; answers whether they did (a
 * receipt from another device at the same moment cannot take a line past its quantity).
 */
export async function addReceived(db: Executor, lineId: string, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('purchase_order_lines')
    .set((eb) => ({ received: eb('received', '+', quantity) }))
    .where('id', '=', lineId)
    .where((eb) => eb(eb('received', '+', quantity), '<=', eb.ref('quantity')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Units of each product a store sold from a business day on, refunds taken off (from the daily rollup). */
export async function findUnitsSoldSince(
  db: Executor,
  storeId: string,
  fromDate: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('daily_product_sales')
    .select(['product_id', sql<number>`sum(quantity)`.as('sold')])
    .where('store_id', '=', storeId)
    .where('business_date', '>=', fromDate)
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.sold)]));
}

/** The chain's stock of each product, every store together, and its cost: what a weighted average cost weighs. */
export async function findChainStockAndCost(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('products')
    .select([
      'products.id',
      'products.cost_cents',
      sql<number>`coalesce((select sum(s.quantity) from store_stock s where s.product_id = products.id), 0)`.as(
        'on_hand',
      ),
    ])
    .where('products.id', 'in', productIds)
    .execute();
}

export async function setProductCost(db: Executor, productId: string, costCents: number, now: string) {
  await db
    .updateTable('products')
    .set({ cost_cents: costCents, updated_at: now })
    .where('id', '=', productId)
    .execute();
}

/**
 * A store's active products whose stock and what is on order together are at or below their reorder level (a
 * missing level counts as 0): the products a reorder suggestion looks at.
 */
export function findReorderCandidates(db: Executor, storeId: string) {
  const stock = sql<number>`coalesce((select quantity from store_stock where store_stock.store_id = ${storeId} and store_stock.product_id = products.id), 0)`;
  const onOrder = sql<number>`coalesce((select sum(l.quantity - l.received) from purchase_order_lines l
    join purchase_orders o on o.id = l.purchase_order_id
    where o.store_id = ${storeId} and o.status in (${sql.join([...openPurchaseOrderStatuses])}) and l.product_id = products.id), 0)`;
  return (
    db
      .selectFrom('products')
      .select([
        'products.id',
        'products.name',
        'products.sku',
        'products.sold_by',
        'products.supplier',
        'products.cost_cents',
        'products.reorder_level',
        stock.as('on_hand'),
        onOrder.as('on_order'),
      ])
      .where('products.is_active', '=', 1)
      // A product with variants is ordered as its variants.
      .where('products.options_json', 'is', null)
      .where(sql<boolean>`${stock} + ${onOrder} <= coalesce(products.reorder_level, 0)`)
      .orderBy('products.name')
      .execute()
  );
}

/** The named products, with how each is sold and whether it is a product with variants (ordered as its variants). */
export async function findProducts(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('products')
    .select(['id', 'name', 'options_json', 'sold_by'])
    .where('id', 'in', productIds)
    .execute();
}
