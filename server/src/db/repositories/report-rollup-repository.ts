import type { Insertable, Transaction } from 'kysely';
import type { Database, DailyPaymentsTable, DailyProductSalesTable, DailySalesTable } from '../schema';

type Trx = Transaction<Database>;

/** Adds a seller's figures to their day (upsert: standard SQL in SQLite and PostgreSQL). */
export async function addToDailySales(trx: Trx, row: Insertable<DailySalesTable>) {
  await trx
    .insertInto('daily_sales')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['business_date', 'user_id']).doUpdateSet((eb) => ({
        transactions: eb('daily_sales.transactions', '+', eb.ref('excluded.transactions')),
        items: eb('daily_sales.items', '+', eb.ref('excluded.items')),
        gross_cents: eb('daily_sales.gross_cents', '+', eb.ref('excluded.gross_cents')),
        discount_cents: eb('daily_sales.discount_cents', '+', eb.ref('excluded.discount_cents')),
        tax_cents: eb('daily_sales.tax_cents', '+', eb.ref('excluded.tax_cents')),
        refund_count: eb('daily_sales.refund_count', '+', eb.ref('excluded.refund_count')),
        refunded_cents: eb('daily_sales.refunded_cents', '+', eb.ref('excluded.refunded_cents')),
        refunded_tax_cents: eb('daily_sales.refunded_tax_cents', '+', eb.ref('excluded.refunded_tax_cents')),
        loyalty_earned: eb('daily_sales.loyalty_earned', '+', eb.ref('excluded.loyalty_earned')),
        loyalty_redeemed: eb('daily_sales.loyalty_redeemed', '+', eb.ref('excluded.loyalty_redeemed')),
      })),
    )
    .execute();
}

/** Adds lines (or, negative, refunded lines) to their product's day and month at their tax rate. */
export async function addToProductSales(trx: Trx, rows: Insertable<DailyProductSalesTable>[]) {
  if (rows.length === 0) return;
  await trx
    .insertInto('daily_product_sales')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['business_date', 'product_id', 'tax_rate_bps']).doUpdateSet((eb) => ({
        quantity: eb('daily_product_sales.quantity', '+', eb.ref('excluded.quantity')),
        net_cents: eb('daily_product_sales.net_cents', '+', eb.ref('excluded.net_cents')),
        tax_cents: eb('daily_product_sales.tax_cents', '+', eb.ref('excluded.tax_cents')),
        cost_cents: eb('daily_product_sales.cost_cents', '+', eb.ref('excluded.cost_cents')),
      })),
    )
    .execute();
  await trx
    .insertInto('monthly_product_sales')
    .values(rows.map(({ business_date, ...figures }) => ({ ...figures, month: business_date.slice(0, 7) })))
    .onConflict((oc) =>
      oc.columns(['month', 'product_id', 'tax_rate_bps']).doUpdateSet((eb) => ({
        quantity: eb('monthly_product_sales.quantity', '+', eb.ref('excluded.quantity')),
        net_cents: eb('monthly_product_sales.net_cents', '+', eb.ref('excluded.net_cents')),
        tax_cents: eb('monthly_product_sales.tax_cents', '+', eb.ref('excluded.tax_cents')),
        cost_cents: eb('monthly_product_sales.cost_cents', '+', eb.ref('excluded.cost_cents')),
      })),
    )
    .execute();
}

/** Adds payments to their method's day. */
export async function addToDailyPayments(trx: Trx, rows: Insertable<DailyPaymentsTable>[]) {
  if (rows.length === 0) return;
  await trx
    .insertInto('daily_payments')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['business_date', 'method']).doUpdateSet((eb) => ({
        amount_cents: eb('daily_payments.amount_cents', '+', eb.ref('excluded.amount_cents')),
        payment_count: eb('daily_payments.payment_count', '+', eb.ref('excluded.payment_count')),
      })),
    )
    .execute();
}
