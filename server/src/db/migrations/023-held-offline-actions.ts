import type { Kysely } from 'kysely';

// Offline credentials: the key the servers sign them with (one row, shared by every server process), and the
// offline sales and refunds whose proof did not hold, kept for a manager to review rather than lost.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credential_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('held_offline_actions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('till_id', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'text', (c) => c.notNull())
    .addColumn('taken_by', 'text')
    .addColumn('captured_at', 'text')
    .addColumn('amount_cents', 'integer')
    .addColumn('body_json', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('resolved_by', 'text')
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema
    .createIndex('held_offline_actions_store_status')
    .on('held_offline_actions')
    .columns(['store_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('held_offline_actions').execute();
  await db.schema.dropTable('credential_keys').execute();
}
