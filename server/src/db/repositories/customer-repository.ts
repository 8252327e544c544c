import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Db } from '../database';
import { containsIgnoringCase } from '../like';
import type { CustomersTable, Database } from '../schema';

type Executor = Db | Transaction<Database>;

/** A page of customers by name, matching name, email or phone (case-insensitive substring) and the filters. */
export interface CustomerFilter {
  q?: string;
  minPoints?: number;
  addedSince?: string;
  limit: number;
  offset: number;
}

export async function findCustomers(db: Executor, filter: CustomerFilter) {
  let query = db.selectFrom('customers');
  if (filter.minPoints !== undefined) query = query.where('loyalty_points', '>=', filter.minPoints);
  if (filter.addedSince) query = query.where('created_at', '>=', filter.addedSince);
  const q = filter.q;
  if (q) {
    query = query.where((eb) =>
      eb.or([containsIgnoringCase('name', q), containsIgnoringCase('email', q), containsIgnoringCase('phone', q)]),
    );
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('name').orderBy('id').limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findCustomerById(db: Executor, id: string) {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCustomer(db: Executor, row: Insertable<CustomersTable>) {
  await db.insertInto('customers').values(row).execute();
}

/** Adds the customer unless one already has this id (a till's resend); answers whether this call added them. */
export async function insertCustomerUnlessPresent(db: Executor, row: Insertable<CustomersTable>): Promise<boolean> {
  const result = await db
    .insertInto('customers')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A customer's orders, newest first (parked and discarded ones are not purchases). */
export function findPurchases(db: Executor, customerId: string, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'number', 'created_at', 'total_cents', 'status'])
    .where('customer_id', '=', customerId)
    .where('status', 'not in', ['parked', 'discarded'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export async function countCustomers(db: Executor, filter: { minPoints?: number } = {}) {
  let query = db.selectFrom('customers').select((eb) => eb.fn.countAll<number>().as('n'));
  if (filter.minPoints !== undefined) query = query.where('loyalty_points', '>=', filter.minPoints);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Customers at the reward threshold who earned points with a purchase since the given time. */
export async function countRewardEarnersSince(db: Executor, minPoints: number, since: string) {
  const row = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('loyalty_points', '>=', minPoints)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('orders')
          .select('orders.id')
          .whereRef('orders.customer_id', '=', 'customers.id')
          .where('orders.loyalty_earned', '>', 0)
          .where('orders.completed_at', '>=', since),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findCustomersAddedSince(db: Executor, since: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'name'])
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Every customer: what a customer file is matched against and exported from. */
export function findAllCustomers(db: Executor) {
  return db.selectFrom('customers').selectAll().execute();
}

export async function updateCustomer(
  db: Executor,
  id: string,
  changes: Pick<Updateable<CustomersTable>, 'name' | 'email' | 'phone' | 'address' | 'notes'>,
) {
  await db.updateTable('customers').set(changes).where('id', '=', id).execute();
}
