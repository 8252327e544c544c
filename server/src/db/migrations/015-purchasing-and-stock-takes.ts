import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

// Buying and counting. Suppliers are the chain's, matched to products by the name in the product's supplier field
// (a store that traded before this gets one supplier per name its catalogue uses). A purchase order belongs to the
// store its goods go to; each line keeps what was ordered, what has arrived and at what cost. A stock take counts
// one store's shelves, one line per product counted, added to atomically so several devices can count at once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('suppliers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull().unique())
    .addColumn('contact_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lead_time_days', 'integer', (c) => c.notNull().defaultTo(7))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('purchase_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('suppliers.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expected_on', 'text')
    .addColumn('note', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('received_at', 'text')
    .execute();
  await db.schema
    .createIndex('purchase_orders_store')
    .on('purchase_orders')
    .columns(['store_id', 'created_at'])
    .execute();
  await db.schema.createIndex('purchase_orders_supplier').on('purchase_orders').column('supplier_id').execute();

  await db.schema
    .createTable('purchase_order_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purchase_order_id', 'text', (c) => c.notNull().references('purchase_orders.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('received', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unit_cost_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('purchase_order_lines_order')
    .on('purchase_order_lines')
    .column('purchase_order_id')
    .execute();
  await db.schema.createIndex('purchase_order_lines_product').on('purchase_order_lines').column('product_id').execute();

  await db.schema
    .createTable('stock_takes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('category_id', 'text', (c) => c.references('categories.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('started_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('applied_by', 'text', (c) => c.references('users.id'))
    .addColumn('applied_at', 'text')
    .addColumn('uncounted_count', 'integer')
    .execute();
  await db.schema.createIndex('stock_takes_store').on('stock_takes').columns(['store_id', 'started_at']).execute();

  await db.schema
    .createTable('stock_take_lines')
    .addColumn('stock_take_id', 'text', (c) => c.notNull().references('stock_takes.id'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('counted', 'integer', (c) => c.notNull())
    .addColumn('on_hand', 'integer')
    .addColumn('counted_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('counted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stock_take_lines_pk', ['stock_take_id', 'product_id'])
    .execute();

  await backfillSuppliers(db as Kysely<Backfill>);
}

interface Backfill {
  products: { supplier: string };
  suppliers: { id: string; name: string; name_key: string; created_at: string; updated_at: string };
}

async function backfillSuppliers(db: Kysely<Backfill>) {
  const names = await db.selectFrom('products').select('supplier').distinct().execute();
  const now = new Date().toISOString();
  const byKey = new Map<string, string>();
  for (const { supplier } of names) {
    const name = supplier.trim();
    if (name !== '' && !byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  }
  for (const [key, name] of byKey)
    await db
      .insertInto('suppliers')
      .values({ id: randomUUID(), name, name_key: key, created_at: now, updated_at: now })
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['stock_take_lines', 'stock_takes', 'purchase_order_lines', 'purchase_orders', 'suppliers'])
    await db.schema.dropTable(table).execute();
}
