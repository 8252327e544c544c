import type { Kysely } from 'kysely';

// Goods brought back without a receipt belong to no sale, so they are kept apart from refunds (whose every line
// points at the sale line it gives back): a return has its own lines priced from the catalogue when it was made,
// goes back as store credit or cash by the chain's rule, and is counted beside refunds in the shift and reports.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('returns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('till_id', 'text', (c) => c.notNull().references('tills.id'))
    .addColumn('shift_id', 'text', (c) => c.references('shifts.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('approved_by', 'text', (c) => c.references('users.id'))
    .addColumn('customer_id', 'text', (c) => c.references('customers.id'))
    .addColumn('tender', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('cash_rounding_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('business_date', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('returns_store_date').on('returns').columns(['store_id', 'business_date']).execute();
  await db.schema.createIndex('returns_shift').on('returns').column('shift_id').execute();

  await db.schema
    .createTable('return_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('return_id', 'text', (c) => c.notNull().references('returns.id'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_rate_bps', 'integer', (c) => c.notNull())
    .addColumn('taxes_json', 'text')
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('return_lines_return').on('return_lines').column('return_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('return_lines').execute();
  await db.schema.dropTable('returns').execute();
}
