import type { Kysely } from 'kysely';
import { dropAppendOnly, makeAppendOnly } from '../append-only';

// Special orders (issue 45): one item ordered in for a customer, on the store's purchase order to its supplier. Its
// status moves ordered → ready (the goods arrived and were put by: a 'special_order' stock movement) → collected (the
// sale it became) or cancelled, each by a conditional update. Its deposit is a ledger never changed in place.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('special_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('till_id', 'text', (c) => c.notNull().references('tills.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('sold_by', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('tax_rate_bps', 'integer', (c) => c.notNull())
    .addColumn('prices_include_tax', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
    .addColumn('tax_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('taxes_json', 'text', (c) => c.notNull())
    .addColumn('paid_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('suppliers.id'))
    .addColumn('purchase_order_id', 'text', (c) => c.references('purchase_orders.id'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ready_at', 'text')
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('closed_by', 'text', (c) => c.references('users.id'))
    .addColumn('closed_at', 'text')
    .addColumn('closed_on', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('special_orders_store_created')
    .on('special_orders')
    .columns(['store_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('special_orders_customer')
    .on('special_orders')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('special_orders_purchase_order')
    .on('special_orders')
    .columns(['purchase_order_id', 'status'])
    .execute();
  await db.schema
    .createTable('special_order_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('special_order_id', 'text', (c) => c.notNull().references('special_orders.id'))
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('tendered_cents', 'bigint')
    .addColumn('shift_id', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('business_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('special_order_payments_order')
    .on('special_order_payments')
    .columns(['special_order_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('special_order_payments_shift')
    .on('special_order_payments')
    .columns(['shift_id'])
    .execute();
  await db.schema
    .createIndex('special_order_payments_day')
    .on('special_order_payments')
    .columns(['store_id', 'business_date'])
    .execute();
  await makeAppendOnly(db, 'special_order_payments');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropAppendOnly(db, 'special_order_payments');
  await db.schema.dropTable('special_order_payments').execute();
  await db.schema.dropTable('special_orders').execute();
}
