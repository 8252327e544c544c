import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../database';
import { containsIgnoringCase } from '../like';
import type { SpecialOrderPaymentsTable, SpecialOrdersTable } from '../schema';

export async function insertSpecialOrder(db: Executor, row: Insertable<SpecialOrdersTable>): Promise<void> {
  await db.insertInto('special_orders').values(row).execute();
}

const specialOrdersJoined = (db: Executor) =>
  db
    .selectFrom('special_orders')
    .innerJoin('customers', 'customers.id', 'special_orders.customer_id')
    .innerJoin('users', 'users.id', 'special_orders.user_id')
    .innerJoin('store', 'store.id', 'special_orders.store_id')
    .innerJoin('suppliers', 'suppliers.id', 'special_orders.supplier_id')
    .leftJoin('purchase_orders', 'purchase_orders.id', 'special_orders.purchase_order_id')
    .leftJoin('orders', 'orders.id', 'special_orders.order_id');

const names = [
  'customers.name as customer_name',
  'users.name as staff_name',
  'store.name as store_name',
  'suppliers.name as supplier_name',
  'purchase_orders.number as purchase_order_number',
  'purchase_orders.status as purchase_order_status',
  'orders.number as order_number',
] as const;

/** A special order with the names it shows: customer, seller, store, supplier, purchase order and sale. */
export function findSpecialOrder(db: Executor, id: string) {
  return specialOrdersJoined(db)
    .selectAll('special_orders')
    .select(names)
    .where('special_orders.id', '=', id)
    .executeTakeFirst();
}

export type SpecialOrderRow = NonNullable<Awaited<ReturnType<typeof findSpecialOrder>>>;

/** Its deposit and any refund, oldest first, with who took it. */
export function findSpecialOrderPayments(db: Executor, specialOrderId: string) {
  return db
    .selectFrom('special_order_payments')
    .innerJoin('users', 'users.id', 'special_order_payments.user_id')
    .selectAll('special_order_payments')
    .select('users.name as staff_name')
    .where('special_order_id', '=', specialOrderId)
    .orderBy('special_order_payments.created_at')
    .orderBy('special_order_payments.id')
    .execute();
}

export async function insertSpecialOrderPayment(
  db: Executor,
  row: Insertable<SpecialOrderPaymentsTable>,
): Promise<void> {
  await db.insertInto('special_order_payments').values(row).execute();
}

export interface SpecialOrderFilter {
  /** One store's special orders; every store's without it (a customer's). */
  storeId?: string;
  customerId?: string;
  q?: string;
  status?: string;
  limit: number;
  offset: number;
}

/** Special orders newest first, by number, customer or item (case-insensitive substring), store, customer, status. */
export async function searchSpecialOrders(db: Executor, filter: SpecialOrderFilter) {
  let query = specialOrdersJoined(db);
  if (filter.storeId) query = query.where('special_orders.store_id', '=', filter.storeId);
  if (filter.customerId) query = query.where('special_orders.customer_id', '=', filter.customerId);
  if (filter.status) query = query.where('special_orders.status', '=', filter.status);
  const q = filter.q;
  if (q) {
    query = query.where((eb) =>
      eb.or([
        containsIgnoringCase('special_orders.number', q),
        containsIgnoringCase('customers.name', q),
        containsIgnoringCase('special_orders.name', q),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll('special_orders')
      .select(names)
      .orderBy('special_orders.created_at', 'desc')
      .orderBy('special_orders.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Moves a special order on from `from`; whether this call did it (not another till at the same moment). */
export async function moveSpecialOrder(
  db: Executor,
  id: string,
  from: readonly string[],
  changes: Updateable<SpecialOrdersTable> & { status: string },
): Promise<boolean> {
  const result = await db
    .updateTable('special_orders')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The special orders still waiting on a purchase order's goods, first ordered first. */
export function findWaitingOnPurchaseOrder(db: Executor, purchaseOrderId: string) {
  return db
    .selectFrom('special_orders')
    .innerJoin('products', 'products.id', 'special_orders.product_id')
    .select([
      'special_orders.id',
      'special_orders.number',
      'special_orders.product_id',
      'special_orders.quantity',
      'special_orders.supplier_id',
      'products.cost_cents',
    ])
    .where('special_orders.purchase_order_id', '=', purchaseOrderId)
    .where('special_orders.status', '=', 'ordered')
    .orderBy('special_orders.created_at')
    .orderBy('special_orders.id')
    .execute();
}

/** How many of each product a purchase order's goods have put by for special orders so far (ready at some time). */
export async function putByFromPurchaseOrder(db: Executor, purchaseOrderId: string) {
  const rows = await db
    .selectFrom('special_orders')
    .select(['product_id', (eb) => eb.fn.sum<number>('quantity').as('put_by')])
    .where('purchase_order_id', '=', purchaseOrderId)
    .where('ready_at', 'is not', null)
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.put_by)]));
}

/** How many of each product this store has put by for special orders ready to collect. */
export async function readyByProduct(db: Executor, storeId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('special_orders')
    .select(['product_id', (eb) => eb.fn.sum<number>('quantity').as('reserved')])
    .where('store_id', '=', storeId)
    .where('status', '=', 'ready')
    .where('product_id', 'in', productIds)
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.reserved)]));
}

/** A store's special orders ready to collect, longest waiting first (at most `limit`), and how many there are. */
export async function findReadySpecialOrders(db: Executor, storeId: string, limit: number) {
  const ready = specialOrdersJoined(db)
    .where('special_orders.store_id', '=', storeId)
    .where('special_orders.status', '=', 'ready');
  const [rows, count] = await Promise.all([
    ready.selectAll('special_orders').select(names).orderBy('special_orders.ready_at').limit(limit).execute(),
    ready.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}
