import type { Insertable } from 'kysely';
import type { Executor } from '../database';
import type { StoreCreditLedgerTable } from '../schema';

export function findCustomerCredit(db: Executor, customerId: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'store_credit_cents'])
    .where('id', '=', customerId)
    .executeTakeFirst();
}

/** Adds to a customer's store credit; answers the new balance, or undefined when there is no such customer. */
export async function addStoreCredit(db: Executor, customerId: string, amountCents: number) {
  const row = await db
    .updateTable('customers')
    .set((eb) => ({ store_credit_cents: eb('store_credit_cents', '+', amountCents) }))
    .where('id', '=', customerId)
    .returning('store_credit_cents')
    .executeTakeFirst();
  return row?.store_credit_cents;
}

/**
 * Takes from a customer's store credit in one statement, only while they hold at least the amount, so two tills
 * spending the same credit at once can never both take the last of it. Answers the new balance, or undefined when
 * there is no such customer or they hold too little.
 */
export async function takeStoreCredit(db: Executor, customerId: string, amountCents: number) {
  const row = await db
    .updateTable('customers')
    .set((eb) => ({ store_credit_cents: eb('store_credit_cents', '-', amountCents) }))
    .where('id', '=', customerId)
    .where('store_credit_cents', '>=', amountCents)
    .returning('store_credit_cents')
    .executeTakeFirst();
  return row?.store_credit_cents;
}

export async function insertLedgerEntry(db: Executor, entry: Insertable<StoreCreditLedgerTable>) {
  await db.insertInto('store_credit_ledger').values(entry).execute();
}

/** A customer's store credit movements, newest first, with order and refund numbers and store and staff names. */
export function findLedger(db: Executor, customerId: string, limit: number) {
  return db
    .selectFrom('store_credit_ledger')
    .innerJoin('store', 'store.id', 'store_credit_ledger.store_id')
    .innerJoin('users', 'users.id', 'store_credit_ledger.user_id')
    .leftJoin('orders', 'orders.id', 'store_credit_ledger.order_id')
    .leftJoin('refunds', 'refunds.id', 'store_credit_ledger.refund_id')
    .select([
      'store_credit_ledger.id',
      'store_credit_ledger.kind',
      'store_credit_ledger.amount_cents',
      'store_credit_ledger.balance_after_cents',
      'store_credit_ledger.order_id',
      'store_credit_ledger.refund_id',
      'store_credit_ledger.reason',
      'store_credit_ledger.created_at',
      'orders.number as order_number',
      'refunds.number as refund_number',
      'store.name as store_name',
      'users.name as staff_name',
    ])
    .where('store_credit_ledger.customer_id', '=', customerId)
    .orderBy('store_credit_ledger.created_at', 'desc')
    .orderBy('store_credit_ledger.id', 'desc')
    .limit(limit)
    .execute();
}

/** What every customer's store credit came to at the end of a business day: the ledger summed up to it. */
export async function liabilityAsOf(db: Executor, businessDate: string): Promise<number> {
  const row = await db
    .selectFrom('store_credit_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('business_date', '<=', businessDate)
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}
