import type { Kysely } from 'kysely';
import { dropAppendOnly, makeAppendOnly } from '../append-only';

// Tills that sell offline number their own receipts from blocks of the chain-wide order and refund counters drawn
// ahead of need, so two tills offline at once never print the same number. A block is never changed once issued.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('number_blocks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('till_id', 'text', (c) => c.notNull().references('tills.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('first_value', 'integer', (c) => c.notNull())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('number_blocks_till')
    .on('number_blocks')
    .columns(['till_id', 'kind', 'first_value'])
    .execute();
  await makeAppendOnly(db, 'number_blocks');

  // A sale or refund sent late by a till that was offline, and whether the catalogue's price differed then.
  await db.schema
    .alterTable('orders')
    .addColumn('captured_offline', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('offline_price_differs', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('refunds')
    .addColumn('captured_offline', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The most one card payment taken offline (stored, authorised later) may be, per store: $200.00 until changed.
  await db.schema
    .alterTable('store')
    .addColumn('offline_card_limit_cents', 'integer', (c) => c.notNull().defaultTo(20_000))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('store').dropColumn('offline_card_limit_cents').execute();
  await db.schema.alterTable('refunds').dropColumn('captured_offline').execute();
  await db.schema.alterTable('orders').dropColumn('offline_price_differs').execute();
  await db.schema.alterTable('orders').dropColumn('captured_offline').execute();
  await dropAppendOnly(db, 'number_blocks');
  await db.schema.dropTable('number_blocks').execute();
}
