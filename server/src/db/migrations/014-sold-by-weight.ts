import type { Kysely } from 'kysely';

// Goods sold by weight: a product's price is per kg or per lb, and a line of it holds its weight in whole grams as
// its quantity (so sums stay in integers); so does the product's stock. 'unit' is every product until changed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('sold_by', 'text', (c) => c.notNull().defaultTo('unit'))
    .execute();
  // Null on lines sold by the unit (every line before this), 'kg' or 'lb' on weighed ones.
  await db.schema.alterTable('order_lines').addColumn('sold_by', 'text').execute();
  await db.schema.alterTable('return_lines').addColumn('sold_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('return_lines').dropColumn('sold_by').execute();
  await db.schema.alterTable('order_lines').dropColumn('sold_by').execute();
  await db.schema.alterTable('products').dropColumn('sold_by').execute();
}
