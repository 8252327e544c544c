import type { Transaction } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';

type Executor = Db | Transaction<Database>;

export function findOrderByNumber(db: Executor, number: string) {
  return db.selectFrom('orders').select(['id']).where('number', '=', number).executeTakeFirst();
}

export function findOrder(db: Executor, id: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Products with this store's own price for them (null where it charges the chain's). */
export function findProductsByIds(db: Executor, storeId: string, ids: string[]) {
  return db
    .selectFrom('products')
    .leftJoin('store_prices', (join) =>
      join.onRef('store_prices.product_id', '=', 'products.id').on('store_prices.store_id', '=', storeId),
    )
    .selectAll('products')
    .select('store_prices.price_cents as store_price_cents')
    .where('products.id', 'in', ids)
    .execute();
}

export function findCustomer(db: Executor, id: string) {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOrderLines(db: Executor, orderId: string) {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
}

/** The product names on some orders' lines, in line order. */
export function findLineNamesOfOrders(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_lines')
    .select(['order_id', 'name'])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

/** Units refunded so far per order line of an order. */
export async function findRefundedQuantities(db: Executor, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('refund_lines')
    .innerJoin('order_lines', 'order_lines.id', 'refund_lines.order_line_id')
    .select(['refund_lines.order_line_id', (eb) => eb.fn.sum<number>('refund_lines.quantity').as('quantity')])
    .where('order_lines.order_id', '=', orderId)
    .groupBy('refund_lines.order_line_id')
    .execute();
  return new Map(rows.map((row) => [row.order_line_id, Number(row.quantity)]));
}

export function findPayments(db: Executor, orderId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findRefundsOfOrder(db: Executor, orderId: string) {
  return db
    .selectFrom('refunds')
    .innerJoin('users', 'users.id', 'refunds.user_id')
    .selectAll('refunds')
    .select('users.name as staff_name')
    .where('refunds.order_id', '=', orderId)
    .orderBy('refunds.created_at')
    .execute();
}

/** An order with its customer's and staff member's names. */
export function findOrderWithNames(db: Executor, id: string) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('customers', 'customers.id', 'orders.customer_id')
    .selectAll('orders')
    .select([
      'users.name as staff_name',
      'customers.name as customer_name',
      'customers.loyalty_points as customer_points',
      'customers.group_id as customer_group_id',
      'customers.vat_number as customer_vat_number',
      'customers.address as customer_address',
    ])
    .where('orders.id', '=', id)
    .executeTakeFirst();
}
