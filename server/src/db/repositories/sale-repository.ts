import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../database';
import { fastInsert } from '../fast-insert';
import { containsIgnoringCase } from '../like';
import type { Database, OrderLinesTable, OrdersTable, PaymentsTable } from '../schema';

type Executor = Db | Transaction<Database>;

/** Bumps a named counter and returns its new value (order and refund numbers). */
export async function nextCounterValue(db: Executor, name: string): Promise<number> {
  return advanceCounter(db, name, 1);
}

/** Moves a named counter on by `by` under its row lock and returns its new value, the last of the values taken. */
export async function advanceCounter(db: Executor, name: string, by: number): Promise<number> {
  const row = await db
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', by) }))
    .where('name', '=', name)
    .returning('value')
    .executeTakeFirst();
  if (row) return Number(row.value);
  await db.insertInto('counters').values({ name, value: by }).execute();
  return by;
}

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

export async function insertOrder(db: Executor, order: Insertable<OrdersTable>) {
  await fastInsert(db, 'orders', [order]);
}

export async function updateOrder(db: Executor, id: string, changes: Partial<Insertable<OrdersTable>>) {
  await db.updateTable('orders').set(changes).where('id', '=', id).execute();
}

export async function insertOrderLines(db: Executor, lines: Insertable<OrderLinesTable>[]) {
  await fastInsert(db, 'order_lines', lines);
}

export async function deleteOrderLines(db: Executor, orderId: string) {
  await db.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
}

export async function insertPayments(db: Executor, payments: Insertable<PaymentsTable>[]) {
  await fastInsert(db, 'payments', payments);
}

export async function adjustLoyaltyPoints(db: Executor, customerId: string, delta: number) {
  if (delta === 0) return;
  await db
    .updateTable('customers')
    .set((eb) => ({ loyalty_points: eb('loyalty_points', '+', delta) }))
    .where('id', '=', customerId)
    .execute();
}

export function findOrderLines(db: Executor, orderId: string) {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
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
    ])
    .where('orders.id', '=', id)
    .executeTakeFirst();
}

export type OrderSort = 'newest' | 'oldest' | 'total-desc' | 'total-asc';

const orderSorts = {
  newest: ['orders.created_at', 'desc'],
  oldest: ['orders.created_at', 'asc'],
  'total-desc': ['orders.total_cents', 'desc'],
  'total-asc': ['orders.total_cents', 'asc'],
} as const;

export interface OrderFilter {
  /** One store's orders; all of the chain's without it (a customer's history). */
  storeId?: string;
  q?: string;
  method?: string;
  sort?: OrderSort;
  status?: string;
  statuses?: string[];
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** Orders, newest first, matching number or customer name (case-insensitive substring) and the filters. */
export async function searchOrders(db: Executor, filter: OrderFilter) {
  let query = db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('customers', 'customers.id', 'orders.customer_id');
  if (filter.storeId) query = query.where('orders.store_id', '=', filter.storeId);
  if (filter.status) query = query.where('orders.status', '=', filter.status);
  if (filter.statuses) query = query.where('orders.status', 'in', filter.statuses);
  if (filter.from) query = query.where('orders.created_at', '>=', filter.from);
  if (filter.to) query = query.where('orders.created_at', '<', filter.to);
  const method = filter.method;
  if (method) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('payments')
          .select('payments.id')
          .whereRef('payments.order_id', '=', 'orders.id')
          .where('payments.method', '=', method),
      ),
    );
  }
  const q = filter.q;
  if (q) {
    query = query.where((eb) =>
      eb.or([containsIgnoringCase('orders.number', q), containsIgnoringCase('customers.name', q)]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll('orders')
      .select([
        'users.name as staff_name',
        'customers.name as customer_name',
        'customers.loyalty_points as customer_points',
      ])
      .orderBy(orderSorts[filter.sort ?? 'newest'][0], orderSorts[filter.sort ?? 'newest'][1])
      .orderBy('orders.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** How many orders with a status were created in [from, to). */
export async function countOrdersCreated(
  db: Executor,
  storeId: string,
  status: string,
  from: string,
  to: string,
): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_id', '=', storeId)
    .where('status', '=', status)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countOrders(db: Executor, storeId: string, status: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_id', '=', storeId)
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
