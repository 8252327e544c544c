import type { Transaction } from 'kysely';
import type { Db } from '../database';
import { containsIgnoringCase } from '../like';
import type { Database } from '../schema';

type Executor = Db | Transaction<Database>;

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
