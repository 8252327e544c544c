import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../database';
import { fastInsert, insertStep } from '../fast-insert';
import type { PlanParam, PlanStep } from '../plan';
import type { Database, OrderLinesTable, OrdersTable, PaymentsTable } from '../schema';

type Executor = Db | Transaction<Database>;

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
