import type { Kysely } from 'kysely';

// E-mail (issue 46): a durable queue of messages to send (receipts, scheduled reports), each claimed by one server
// process at a time with a lease, tried again with backoff for a day; and who gets a scheduled report by e-mail.
// The SMTP settings are the chain's, a row of store_preferences ('mail').
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.references('store.id'))
    .addColumn('subject_id', 'text')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('attachments_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('queued_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_messages_due').on('mail_messages').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_messages_created').on('mail_messages').columns(['created_at']).execute();
  await db.schema
    .alterTable('report_schedules')
    .addColumn('recipients_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('report_schedules').dropColumn('recipients_json').execute();
  await db.schema.dropTable('mail_messages').execute();
}
