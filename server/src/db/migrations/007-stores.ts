import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Several stores in one back office. Products and customers belong to the chain; each store has its own stock
// (and stock ledger), optional price overrides, tills, staff, receipt settings, sales and report rollups. A store
// that traded before this keeps everything it had as its one store.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_staff')
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addPrimaryKeyConstraint('store_staff_pk', ['store_id', 'user_id'])
    .execute();
  await db.schema.createIndex('store_staff_user').on('store_staff').column('user_id').execute();

  // One row per store and product, always (a new store or product gets its rows): quantities move by updates.
  await db.schema
    .createTable('store_stock')
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('store_stock_pk', ['store_id', 'product_id'])
    .execute();
  await db.schema.createIndex('store_stock_product').on('store_stock').column('product_id').execute();

  await db.schema
    .createTable('store_prices')
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_prices_pk', ['store_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('stock_transfers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('from_store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('to_store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('sent_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('received_by', 'text', (c) => c.references('users.id'))
    .addColumn('received_at', 'text')
    .execute();
  await db.schema
    .createIndex('stock_transfers_from')
    .on('stock_transfers')
    .columns(['from_store_id', 'sent_at'])
    .execute();
  await db.schema.createIndex('stock_transfers_to').on('stock_transfers').columns(['to_store_id', 'sent_at']).execute();
  await db.schema
    .createTable('stock_transfer_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('transfer_id', 'text', (c) => c.notNull().references('stock_transfers.id'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_transfer_lines_transfer')
    .on('stock_transfer_lines')
    .column('transfer_id')
    .execute();

  for (const table of ['tills', 'sessions', 'orders', 'refunds', 'stock_movements', 'receipt_settings']) {
    await db.schema
      .alterTable(table)
      .addColumn('store_id', 'text', (c) => c.references('store.id'))
      .execute();
  }
  await db.schema.createIndex('orders_store_created').on('orders').columns(['store_id', 'created_at']).execute();
  // A store's reports read its completed orders by business day (finance, customers) or by completion time (the
  // dashboard); at a million order lines these take Finance over 30 days from 112 to 21 ms.
  await db.schema
    .createIndex('orders_store_business_date')
    .on('orders')
    .columns(['store_id', 'business_date', 'status', 'customer_id'])
    .execute();
  await db.schema.createIndex('orders_store_completed').on('orders').columns(['store_id', 'completed_at']).execute();
  await db.schema.createIndex('tills_store').on('tills').column('store_id').execute();
  await db.schema
    .createIndex('stock_movements_store_product')
    .on('stock_movements')
    .columns(['store_id', 'product_id', 'created_at'])
    .execute();
  await db.schema.createIndex('receipt_settings_store').on('receipt_settings').column('store_id').unique().execute();

  const first = await sql<{ id: string }>`select id from store order by created_at, id limit 1`.execute(db);
  const storeId = first.rows[0]?.id;
  if (storeId) {
    for (const table of ['tills', 'sessions', 'orders', 'refunds', 'stock_movements', 'receipt_settings']) {
      await sql`update ${sql.table(table)} set store_id = ${storeId}`.execute(db);
    }
    await sql`insert into store_staff (store_id, user_id) select ${storeId}, id from users`.execute(db);
    await sql`insert into store_stock (store_id, product_id, quantity) select ${storeId}, id, stock from products`.execute(
      db,
    );
  }
  await sql`alter table products drop column stock`.execute(db);
  await sql`insert into counters (name, value) select 'transfer_number', 0
    where exists (select 1 from counters where name = 'order_number')`.execute(db);

  // The rollups gain the store as the first part of their key; 026 rebuilds them from the sales themselves (the
  // rebuild reads tables and columns that later migrations add, so it cannot run here).
  for (const table of ['daily_sales', 'daily_product_sales', 'monthly_product_sales', 'daily_payments']) {
    await db.schema.dropTable(table).execute();
  }
  await createStoreRollups(db);
}

async function createStoreRollups(db: Kysely<unknown>) {
  await db.schema
    .createTable('daily_sales')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('business_date', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('transactions', 'integer', (c) => c.notNull())
    .addColumn('items', 'integer', (c) => c.notNull())
    .addColumn('gross_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    .addColumn('refund_count', 'integer', (c) => c.notNull())
    .addColumn('refunded_cents', 'integer', (c) => c.notNull())
    .addColumn('refunded_tax_cents', 'integer', (c) => c.notNull())
    .addColumn('loyalty_earned', 'integer', (c) => c.notNull())
    .addColumn('loyalty_redeemed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_sales_pk', ['store_id', 'business_date', 'user_id'])
    .execute();
  await db.schema.createIndex('daily_sales_date').on('daily_sales').column('business_date').execute();
  for (const [table, period] of [
    ['daily_product_sales', 'business_date'],
    ['monthly_product_sales', 'month'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('store_id', 'text', (c) => c.notNull())
      .addColumn(period, 'text', (c) => c.notNull())
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('tax_rate_bps', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('net_cents', 'integer', (c) => c.notNull())
      .addColumn('tax_cents', 'integer', (c) => c.notNull())
      .addColumn('cost_cents', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['store_id', period, 'product_id', 'tax_rate_bps'])
      .execute();
    await db.schema.createIndex(`${table}_period`).on(table).column(period).execute();
  }
  await db.schema
    .createTable('daily_payments')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('business_date', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('payment_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_payments_pk', ['store_id', 'business_date', 'method'])
    .execute();
  await db.schema.createIndex('daily_payments_date').on('daily_payments').column('business_date').execute();
}

export async function down(): Promise<void> {
  throw new Error('Stores cannot be merged back into one: restore the backup taken before upgrading.');
}
