import type { Insertable } from 'kysely';
import type { Executor } from '../database';
import type { AccountAllocationsTable, AccountLedgerTable } from '../schema';

export function findCustomerAccount(db: Executor, customerId: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'account_limit_cents', 'account_terms_days', 'account_balance_cents'])
    .where('id', '=', customerId)
    .executeTakeFirst();
}

export async function setAccountTerms(db: Executor, customerId: string, limitCents: number, termsDays: number) {
  const result = await db
    .updateTable('customers')
    .set({ account_limit_cents: limitCents, account_terms_days: termsDays })
    .where('id', '=', customerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Adds a sale on account to what the customer owes in one statement, only while it stays within their limit, so
 * two tills (on two servers) cannot both take the last of it. Answers the new balance, or undefined when there is
 * no account or it would go past the limit.
 */
export async function chargeAccount(db: Executor, customerId: string, amountCents: number) {
  const row = await db
    .updateTable('customers')
    .set((eb) => ({ account_balance_cents: eb('account_balance_cents', '+', amountCents) }))
    .where('id', '=', customerId)
    .where('account_limit_cents', 'is not', null)
    .where((eb) => eb(eb('account_balance_cents', '+', amountCents), '<=', eb.ref('account_limit_cents')))
    .returning('account_balance_cents')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.account_balance_cents);
}

/** Takes a payment or refund off what the customer owes; answers the new balance (below zero: credit held). */
export async function creditAccount(db: Executor, customerId: string, amountCents: number) {
  const row = await db
    .updateTable('customers')
    .set((eb) => ({ account_balance_cents: eb('account_balance_cents', '-', amountCents) }))
    .where('id', '=', customerId)
    .returning('account_balance_cents')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.account_balance_cents);
}

export async function insertEntry(db: Executor, entry: Insertable<AccountLedgerTable>) {
  await db.insertInto('account_ledger').values(entry).execute();
}

export async function insertAllocations(db: Executor, rows: Insertable<AccountAllocationsTable>[]) {
  if (rows.length > 0) await db.insertInto('account_allocations').values(rows).execute();
}

export function findEntry(db: Executor, id: string) {
  return db.selectFrom('account_ledger').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A customer's invoices with what has been paid or refunded against each (up to the end of business day `asOf`
 * when given), oldest first.
 */
export async function findInvoices(db: Executor, customerId: string, asOf?: string) {
  const [invoices, paid] = await Promise.all([
    db
      .selectFrom('account_ledger')
      .leftJoin('orders', 'orders.id', 'account_ledger.order_id')
      .select([
        'account_ledger.id',
        'account_ledger.order_id',
        'orders.number as order_number',
        'account_ledger.business_date',
        'account_ledger.due_date',
        'account_ledger.amount_cents',
      ])
      .where('account_ledger.customer_id', '=', customerId)
      .where('account_ledger.kind', '=', 'invoice')
      .orderBy('account_ledger.business_date')
      .orderBy('account_ledger.created_at')
      .execute(),
    settledByInvoice(db, { customerId, asOf }),
  ]);
  return invoices.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    orderNumber: row.order_number,
    date: row.business_date,
    dueDate: row.due_date,
    amountCents: Number(row.amount_cents),
    settledCents: paid.get(row.id) ?? 0,
  }));
}

/** What has been paid or refunded against each invoice (one customer's, or every one), up to `asOf` when given. */
async function settledByInvoice(db: Executor, { customerId, asOf }: { customerId?: string; asOf?: string }) {
  let query = db
    .selectFrom('account_allocations')
    .innerJoin('account_ledger as entry', 'entry.id', 'account_allocations.entry_id')
    .select((eb) => [
      'account_allocations.invoice_id',
      eb.fn.sum<number>('account_allocations.amount_cents').as('cents'),
    ])
    .groupBy('account_allocations.invoice_id');
  if (customerId) query = query.where('entry.customer_id', '=', customerId);
  if (asOf) query = query.where('entry.business_date', '<=', asOf);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.invoice_id, Number(row.cents)]));
}

/** What the customer owed at the end of the day before `from`: the ledger summed up to it. */
export async function balanceBefore(db: Executor, customerId: string, from: string): Promise<number> {
  const row = await db
    .selectFrom('account_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('customer_id', '=', customerId)
    .where('business_date', '<', from)
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}

/** A customer's movements over a range of business days, oldest first, with numbers and names. */
export function findStatementEntries(db: Executor, customerId: string, from: string, to: string) {
  return db
    .selectFrom('account_ledger')
    .innerJoin('store', 'store.id', 'account_ledger.store_id')
    .innerJoin('users', 'users.id', 'account_ledger.user_id')
    .leftJoin('orders', 'orders.id', 'account_ledger.order_id')
    .leftJoin('refunds', 'refunds.id', 'account_ledger.refund_id')
    .selectAll('account_ledger')
    .select(['orders.number as order_number', 'refunds.number as refund_number', 'store.name as store_name'])
    .select('users.name as staff_name')
    .where('account_ledger.customer_id', '=', customerId)
    .where('account_ledger.business_date', '>=', from)
    .where('account_ledger.business_date', '<=', to)
    .orderBy('account_ledger.business_date')
    .orderBy('account_ledger.created_at')
    .orderBy('account_ledger.id')
    .execute();
}

/** A shift's payments on account, by method: the cash ones are in its drawer. */
export async function findShiftPayments(db: Executor, shiftId: string) {
  const rows = await db
    .selectFrom('account_ledger')
    .select((eb) => ['method', eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('amount_cents').as('amount')])
    .where('shift_id', '=', shiftId)
    .where('kind', '=', 'payment')
    .groupBy('method')
    .execute();
  return rows.map((row) => ({ method: row.method ?? '', count: Number(row.count), amountCents: -Number(row.amount) }));
}

/** Every customer's invoices sold by the end of `asOf`, with what was paid against them by then: the chain's. */
export async function findAllInvoicesAsOf(db: Executor, asOf: string) {
  const [invoices, paid, balances] = await Promise.all([
    db
      .selectFrom('account_ledger')
      .select(['id', 'customer_id', 'business_date', 'amount_cents'])
      .where('kind', '=', 'invoice')
      .where('business_date', '<=', asOf)
      .execute(),
    settledByInvoice(db, { asOf }),
    db
      .selectFrom('account_ledger')
      .select((eb) => ['customer_id', eb.fn.sum<number>('amount_cents').as('cents')])
      .where('business_date', '<=', asOf)
      .groupBy('customer_id')
      .execute(),
  ]);
  return {
    invoices: invoices.map((row) => ({
      customerId: row.customer_id,
      date: row.business_date,
      amountCents: Number(row.amount_cents),
      settledCents: paid.get(row.id) ?? 0,
    })),
    balances: balances.map((row) => ({ customerId: row.customer_id, balanceCents: Number(row.cents) })),
  };
}
