import type { Kysely } from 'kysely';

// Variants: a product with options (Size: 9 cm / 2 L / 5 L; Colour) is a parent row naming its options, and each
// variant is a product row of its own (SKU, barcode, price, cost, stock, ledger) pointing at it with its values.
// Sales, stock and the till's scans work on variants as on any product; lists and reports gather them under the
// parent, which is never sold itself.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('parent_id', 'text', (c) => c.references('products.id'))
    .execute();
  // A parent's options ([{ name, values }]); a variant's values ({ name: value }), in the options' order.
  await db.schema.alterTable('products').addColumn('options_json', 'text').execute();
  await db.schema.alterTable('products').addColumn('option_values_json', 'text').execute();
  await db.schema.createIndex('products_parent').on('products').column('parent_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_parent').execute();
  for (const column of ['option_values_json', 'options_json', 'parent_id'])
    await db.schema.alterTable('products').dropColumn(column).execute();
}
