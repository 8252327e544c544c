import type { Kysely } from 'kysely';
import { dropAppendOnly, makeAppendOnly } from '../append-only';

// Who did what and when, for every action that changes money, stock, staff or settings. Written in the same
// transaction as the action, so an entry exists exactly when the action does; never changed afterwards.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('business_date', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('approved_by', 'text', (c) => c.references('users.id'))
    .addColumn('till_id', 'text', (c) => c.references('tills.id'))
    .addColumn('subject_type', 'text')
    .addColumn('subject_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_occurred').on('audit_log').column('occurred_at').execute();
  await db.schema.createIndex('audit_log_date_action').on('audit_log').columns(['business_date', 'action']).execute();
  await db.schema.createIndex('audit_log_user').on('audit_log').columns(['user_id', 'occurred_at']).execute();
  await makeAppendOnly(db, 'audit_log');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropAppendOnly(db, 'audit_log');
  await db.schema.dropTable('audit_log').execute();
}
