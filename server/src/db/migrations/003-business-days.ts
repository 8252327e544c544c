import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { businessDate } from '@tillwise/core/report/business-date';

// Business days and report rollups. Every sale and refund is filed under the store-local date it happened on
// (its business date), and the day's totals are kept per seller, per product and tax rate, and per payment
// method, so a report over a year reads a few thousand rollup rows instead of a million order lines.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('store')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute();
  await db.schema.alterTable('orders').addColumn('business_date', 'text').execute();
  await db.schema.alterTable('refunds').addColumn('business_date', 'text').execute();

  const typed = db as Kysely<Backfill>;
  const store = await typed.selectFrom('store').select('time_zone').executeTakeFirst();
  const zone = store?.time_zone ?? 'UTC';
  const orders = await typed
    .selectFrom('orders')
    .select(['id', 'completed_at'])
    .where('completed_at', 'is not', null)
    .execute();
  for (const order of orders) {
    await typed
      .updateTable('orders')
      .set({ business_date: businessDate(new Date(order.completed_at ?? ''), zone) })
      .where('id', '=', order.id)
      .execute();
  }
  const refunds = await typed.selectFrom('refunds').select(['id', 'created_at']).execute();
  for (const refund of refunds) {
    await typed
      .updateTable('refunds')
      .set({ business_date: businessDate(new Date(refund.created_at), zone) })
      .where('id', '=', refund.id)
      .execute();
  }
  // Covers the count of distinct customers served over a range (the loyalty report) without reading the orders.
  await db.schema
    .createIndex('orders_business_date')
    .on('orders')
    .columns(['business_date', 'status', 'customer_id'])
    .execute();
  await db.schema.createIndex('refunds_business_date').on('refunds').column('business_date').execute();

  await db.schema
    .createTable('daily_sales')
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
    .addPrimaryKeyConstraint('daily_sales_pk', ['business_date', 'user_id'])
    .execute();
  await db.schema
    .createTable('daily_product_sales')
    .addColumn('business_date', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('tax_rate_bps', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('net_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    .addColumn('cost_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_product_sales_pk', ['business_date', 'product_id', 'tax_rate_bps'])
    .execute();
  // The same per calendar month: with thousands of products a year of daily rows is as long as the lines it sums.
  await db.schema
    .createTable('monthly_product_sales')
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('tax_rate_bps', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('net_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    .addColumn('cost_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('monthly_product_sales_pk', ['month', 'product_id', 'tax_rate_bps'])
    .execute();
  await db.schema
    .createTable('daily_payments')
    .addColumn('business_date', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('payment_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_payments_pk', ['business_date', 'method'])
    .execute();
  // Filled by 007, which rebuilds every rollup per store.
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['daily_payments', 'monthly_product_sales', 'daily_product_sales', 'daily_sales']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('refunds_business_date').ifExists().execute();
  await db.schema.dropIndex('orders_business_date').ifExists().execute();
  await sql`alter table refunds drop column business_date`.execute(db);
  await sql`alter table orders drop column business_date`.execute(db);
  await sql`alter table store drop column time_zone`.execute(db);
}

interface Backfill {
  store: { time_zone: string };
  orders: { id: string; completed_at: string | null; business_date: string | null };
  refunds: { id: string; created_at: string; business_date: string | null };
}
