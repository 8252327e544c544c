import type { Kysely } from 'kysely';

// International stores (issue 47): each store has its language and number formats (a locale) and its currency;
// each member of staff may choose their own language (none: the store's). A store's VAT number prints on its
// receipts and a business customer's on their VAT invoice. Stores that traded before stay US English and dollars.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('store')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en-US'))
    .execute();
  await db.schema
    .alterTable('store')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .execute();
  await db.schema
    .alterTable('store')
    .addColumn('vat_number', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
  await db.schema.alterTable('customers').addColumn('vat_number', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('vat_number').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
  for (const column of ['vat_number', 'currency', 'locale']) {
    await db.schema.alterTable('store').dropColumn(column).execute();
  }
}
