import type { Kysely } from 'kysely';
import { dropAppendOnly, makeAppendOnly } from '../append-only';

// Trade accounts (issue 45): a customer a manager gives an account may buy on account up to a credit limit and pay
// later. As with store credit, the account is a ledger never changed in place (an invoice per sale on account, a
// payment, a refund), with the balance owed in a column beside it that moves only by conditional updates: the
// database itself refuses a balance past the limit, so two tills cannot both take the last of it. A payment's
// allocations say which invoices it paid; an invoice's unpaid part is its amount less them.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column a statement: SQLite adds no more.
  await db.schema.alterTable('customers').addColumn('account_limit_cents', 'bigint').execute();
  await db.schema.alterTable('customers').addColumn('account_terms_days', 'integer').execute();
  await db.schema
    .alterTable('customers')
    .addColumn('account_balance_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // SQLite cannot add a table check to an existing table: the limit is kept by the conditional update on both.
  await db.schema
    .createTable('account_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_cents', 'bigint', (c) => c.notNull())
    .addColumn('due_date', 'text')
    .addColumn('order_id', 'text')
    .addColumn('refund_id', 'text')
    .addColumn('method', 'text')
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('shift_id', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('business_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_ledger_customer')
    .on('account_ledger')
    .columns(['customer_id', 'business_date', 'created_at'])
    .execute();
  await db.schema.createIndex('account_ledger_order').on('account_ledger').columns(['order_id']).execute();
  await makeAppendOnly(db, 'account_ledger');
  await db.schema
    .createTable('account_allocations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('entry_id', 'text', (c) => c.notNull().references('account_ledger.id'))
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('account_ledger.id'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_allocations_invoice')
    .on('account_allocations')
    .columns(['invoice_id'])
    .execute();
  await makeAppendOnly(db, 'account_allocations');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropAppendOnly(db, 'account_allocations');
  await db.schema.dropTable('account_allocations').execute();
  await dropAppendOnly(db, 'account_ledger');
  await db.schema.dropTable('account_ledger').execute();
  for (const column of ['account_balance_cents', 'account_terms_days', 'account_limit_cents']) {
    await db.schema.alterTable('customers').dropColumn(column).execute();
  }
}
