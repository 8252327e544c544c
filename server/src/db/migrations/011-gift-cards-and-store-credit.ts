import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { dropAppendOnly, makeAppendOnly } from '../append-only';

// Gift cards and store credit are money the chain holds for customers. Each is a ledger that is never changed (one
// row per movement, with the store and business day it happened on, so a past period's liability reads the same
// later) and a running balance beside it for fast checks: a gift card's row, a customer's column. Balances move
// only by conditional updates, and the database itself refuses one below zero.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('balance_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`balance_cents >= 0`),
    )
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('issued_store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('gift_cards_issued').on('gift_cards').columns(['issued_at', 'id']).execute();

  // order_id and refund_id name the sale or refund the movement belongs to; they carry no foreign key, so the sale
  // and refund paths may write the movement before or after the order or refund row in their transaction.
  await db.schema
    .createTable('gift_card_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('gift_card_id', 'text', (c) => c.notNull().references('gift_cards.id'))
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('balance_after_cents', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('refund_id', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('business_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gift_card_ledger_card')
    .on('gift_card_ledger')
    .columns(['gift_card_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('gift_card_ledger_date')
    .on('gift_card_ledger')
    .columns(['business_date', 'amount_cents'])
    .execute();
  await makeAppendOnly(db, 'gift_card_ledger');

  await db.schema
    .alterTable('customers')
    .addColumn('store_credit_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`store_credit_cents >= 0`),
    )
    .execute();
  await db.schema
    .createTable('store_credit_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('balance_after_cents', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('refund_id', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('business_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_credit_ledger_customer')
    .on('store_credit_ledger')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('store_credit_ledger_date')
    .on('store_credit_ledger')
    .columns(['business_date', 'amount_cents'])
    .execute();
  await makeAppendOnly(db, 'store_credit_ledger');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropAppendOnly(db, 'store_credit_ledger');
  await db.schema.dropTable('store_credit_ledger').execute();
  await db.schema.alterTable('customers').dropColumn('store_credit_cents').execute();
  await dropAppendOnly(db, 'gift_card_ledger');
  await db.schema.dropTable('gift_card_ledger').execute();
  await db.schema.dropTable('gift_cards').execute();
}
