import type { Kysely } from 'kysely';

// Quotes (issue 45): a customer's cart kept with a number, a validity date and the prices of the day it was made,
// sold later at the till at those prices. A quote's lines never change; the quote itself only moves from open to
// sold (with the sale it became) or cancelled, each by a conditional update, so two tills cannot both sell it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quotes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('till_id', 'text', (c) => c.notNull().references('tills.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('quoted_on', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('discount_json', 'text')
    .addColumn('prices_include_tax', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
    .addColumn('discount_cents', 'bigint', (c) => c.notNull())
    .addColumn('tax_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('taxes_json', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('closed_by', 'text', (c) => c.references('users.id'))
    .addColumn('closed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quotes_store_created').on('quotes').columns(['store_id', 'created_at']).execute();
  await db.schema.createIndex('quotes_customer').on('quotes').columns(['customer_id', 'created_at']).execute();
  await db.schema
    .createTable('quote_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('sold_by', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('tax_rate_bps', 'integer', (c) => c.notNull())
    .addColumn('discount_json', 'text')
    .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
    .addColumn('discount_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quote_lines_quote').on('quote_lines').columns(['quote_id', 'position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quote_lines').execute();
  await db.schema.dropTable('quotes').execute();
}
