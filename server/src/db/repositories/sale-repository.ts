import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../database';
import { fastInsert, insertStep } from '../fast-insert';
import type { PlanParam, PlanStep } from '../plan';
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

/** A plan's check that a sale id is new; a recorded one stops it at 'exists', its status bound as `existing`. */
export const orderIsNewStep = (id: string): PlanStep => ({
  sql: 'select status from orders where id = ?',
  params: [id],
  bind: 'existing',
  column: 'status',
  expect: 'none',
  stop: 'exists',
});

/** A plan's step taking the next order number from the chain's counter, bound as `number` (prefix and value). */
export const takeOrderNumberStep = (prefix: string): PlanStep => ({
  sql: "update counters set value = value + 1 where name = 'order_number' returning cast(? as text) || value as number",
  params: [prefix],
  bind: 'number',
  column: 'number',
  expect: 'row',
  stop: 'counter',
});

type Row<T> = { [K in keyof T]: T[K] | PlanParam };

export const insertOrderStep = (order: Row<Insertable<OrdersTable>>): PlanStep => insertStep('orders', [order]);

/** A parked sale completed in place: its row updated, its lines written again. */
export function completeParkedOrderSteps(id: string, changes: Row<Partial<Insertable<OrdersTable>>>): PlanStep[] {
  const columns = Object.keys(changes).sort();
  return [
    {
      sql: `update orders set ${columns.map((column) => `${column} = ?`).join(', ')} where id = ?`,
      params: [...columns.map((column) => (changes as Record<string, PlanParam>)[column] ?? null), id],
    },
    { sql: 'delete from order_lines where order_id = ?', params: [id] },
  ];
}

export const insertOrderLinesStep = (lines: Row<Insertable<OrderLinesTable>>[]): PlanStep =>
  insertStep('order_lines', lines);

export const insertPaymentsStep = (payments: Row<Insertable<PaymentsTable>>[]): PlanStep =>
  insertStep('payments', payments);

/**
 * A plan's step moving a customer's points; one that takes points checks there are enough (the balance never
 * goes below zero), else the plan stops at 'points'.
 */
export function loyaltyStep(customerId: string, delta: number): PlanStep {
  return delta >= 0
    ? { sql: 'update customers set loyalty_points = loyalty_points + ? where id = ?', params: [delta, customerId] }
    : {
        sql: 'update customers set loyalty_points = loyalty_points + ? where id = ? and loyalty_points >= ?',
        params: [delta, customerId, -delta],
        expect: 'changed',
        stop: 'points',
      };
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

/**
 * A plan's check that a product is as a sale priced it (price here, tax, cost, name, on sale); otherwise it stops at
 * 'product'.
 */
export function productUnchangedStep(
  storeId: string,
  product: {
    id: string;
    name: string;
    sku: string;
    price_cents: number;
    cost_cents: number | null;
    tax_rate_bps: number;
    category_id: string;
    is_active: number;
    sold_by?: string;
    store_price_cents: number | null;
  },
): PlanStep {
  return {
    sql:
      'select 1 as ok from products left join store_prices on store_prices.product_id = products.id' +
      ' and store_prices.store_id = ? where products.id = ? and products.price_cents = ? and products.name = ?' +
      ' and products.sku = ? and coalesce(products.cost_cents, -1) = ? and products.tax_rate_bps = ?' +
      " and products.category_id = ? and products.is_active = ? and coalesce(products.sold_by, 'unit') = ?" +
      ' and products.options_json is null and coalesce(store_prices.price_cents, -1) = ?',
    params: [
      storeId,
      product.id,
      product.price_cents,
      product.name,
      product.sku,
      product.cost_cents ?? -1,
      product.tax_rate_bps,
      product.category_id,
      product.is_active,
      product.sold_by ?? 'unit',
      product.store_price_cents ?? -1,
    ],
    expect: 'row',
    stop: 'product',
  };
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
        'customers.group_id as customer_group_id',
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
