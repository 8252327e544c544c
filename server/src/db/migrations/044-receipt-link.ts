import type { Kysely } from 'kysely';

// Digital receipt links (issue 46): a store may print a QR code of each receipt's public page under it. Off until
// the store turns it on, since the page must be reachable from where its shoppers are (TILLWISE_PUBLIC_URL).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('receipt_settings')
    .addColumn('show_receipt_link', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('receipt_settings').dropColumn('show_receipt_link').execute();
}
