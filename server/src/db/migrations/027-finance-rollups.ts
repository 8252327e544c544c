import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { rebuildReportRollups } from '../report-rollups';

// What the Finance tab read from the lines and ledgers at query time, kept by day as the sales are: cash rounding
// beside the day's sales, the additional taxes of lines that carry several, the customers who bought, and the gift
// card and store credit ledgers' daily movements. Returns without receipt keep the cost they were taken back at, so
// the product rollups can be rebuilt from them. Every rollup is then rebuilt from the lines.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['cash_rounding_cents', 'refunded_cash_rounding_cents']) {
    await db.schema
      .alterTable('daily_sales')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.alterTable('return_lines').addColumn('unit_cost_cents', 'integer').execute();
  // The cost a return was taken back at was not kept before: the product's cost now is the nearest known.
  await sql`update return_lines set unit_cost_cents =
    (select cost_cents from products where products.id = return_lines.product_id)`.execute(db);

  await db.schema
    .createTable('daily_taxes')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('business_date', 'text', (c) => c.notNull())
    .addColumn('main_rate_bps', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rate', 'double precision', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_taxes_pk', ['store_id', 'business_date', 'main_rate_bps', 'name', 'rate'])
    .execute();
  await db.schema
    .createTable('daily_customers')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('business_date', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_customers_pk', ['store_id', 'business_date', 'customer_id'])
    .execute();
  await db.schema
    .createTable('daily_ledgers')
    .addColumn('ledger', 'text', (c) => c.notNull())
    .addColumn('business_date', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_ledgers_pk', ['ledger', 'business_date', 'store_id'])
    .execute();
  await rebuildReportRollups(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['daily_ledgers', 'daily_customers', 'daily_taxes']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('return_lines').dropColumn('unit_cost_cents').execute();
  for (const column of ['refunded_cash_rounding_cents', 'cash_rounding_cents']) {
    await db.schema.alterTable('daily_sales').dropColumn(column).execute();
  }
}
