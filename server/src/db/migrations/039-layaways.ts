import type { Kysely } from 'kysely';
import { dropAppendOnly, makeAppendOnly } from '../append-only';

// Layaways (issue 45): a customer's goods put by against a deposit. The lines hold the day's prices, as a quote's
// do; the goods leave the store's stock when put by (a 'layaway' movement) and come back if it is cancelled. The
// money is a ledger never changed in place (deposit, instalments, a cancellation's refund and fee), with what has
// been paid in a column beside it that moves only by conditional updates: two tills cannot both pay the last of it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('layaways')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('till_id', 'text', (c) => c.notNull().references('tills.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('discount_json', 'text')
    .addColumn('prices_include_tax', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
    .addColumn('discount_cents', 'bigint', (c) => c.notNull())
    .addColumn('tax_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('paid_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('taxes_json', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('closed_by', 'text', (c) => c.references('users.id'))
    .addColumn('closed_at', 'text')
    .addColumn('closed_on', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('layaways_store_created').on('layaways').columns(['store_id', 'created_at']).execute();
  await db.schema.createIndex('layaways_customer').on('layaways').columns(['customer_id', 'created_at']).execute();
  await db.schema.createIndex('layaways_status_due').on('layaways').columns(['status', 'due_date']).execute();
  await db.schema
    .createTable('layaway_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('layaway_id', 'text', (c) => c.notNull().references('layaways.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('sold_by', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('tax_rate_bps', 'integer', (c) => c.notNull())
    .addColumn('discount_json', 'text')
    .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
    .addColumn('discount_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('layaway_lines_layaway')
    .on('layaway_lines')
    .columns(['layaway_id', 'position'])
    .execute();
  await db.schema.createIndex('layaway_lines_product').on('layaway_lines').columns(['product_id']).execute();
  await db.schema
    .createTable('layaway_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('layaway_id', 'text', (c) => c.notNull().references('layaways.id'))
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('method', 'text')
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('tendered_cents', 'bigint')
    .addColumn('shift_id', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('business_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('layaway_payments_layaway')
    .on('layaway_payments')
    .columns(['layaway_id', 'created_at'])
    .execute();
  await db.schema.createIndex('layaway_payments_shift').on('layaway_payments').columns(['shift_id']).execute();
  await db.schema
    .createIndex('layaway_payments_day')
    .on('layaway_payments')
    .columns(['store_id', 'business_date'])
    .execute();
  await makeAppendOnly(db, 'layaway_payments');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropAppendOnly(db, 'layaway_payments');
  await db.schema.dropTable('layaway_payments').execute();
  await db.schema.dropTable('layaway_lines').execute();
  await db.schema.dropTable('layaways').execute();
}
