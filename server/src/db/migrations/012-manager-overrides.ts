import type { Kysely } from 'kysely';

// A manager's PIN typed on a till approves one action for whoever asked (a discount beyond their cap, a refund, a
// price change, a large cash movement). The approval is kept and marked used by the one sale, refund or movement
// it was for, so it cannot be spent twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('overrides')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('approved_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('till_id', 'text', (c) => c.notNull().references('tills.id'))
    .addColumn('details_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_for', 'text')
    .execute();
  await db.schema.createIndex('overrides_used_for').on('overrides').columns(['used_for', 'action']).execute();

  // The catalogue price a line replaced when the till changed its price; null when it sold at the catalogue's.
  await db.schema.alterTable('order_lines').addColumn('catalog_price_cents', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('catalog_price_cents').execute();
  await db.schema.dropTable('overrides').execute();
}
