import type { Insertable, Transaction } from 'kysely';
import { insertStep } from '../fast-insert';
import type { PlanStep } from '../plan';
import { runSteps } from '../plan-runner';
import type { Database, DailyPaymentsTable, DailyProductSalesTable, DailySalesTable } from '../schema';

type Trx = Transaction<Database>;

// Every sale runs these upserts, as steps of its plan (insertStep). ON CONFLICT … DO UPDATE is standard SQL that
// PostgreSQL runs too.
const addUp = (table: string, keys: string[], columns: string[]) =>
  `on conflict (${keys.join(', ')}) do update set ` +
  columns.map((column) => `${column} = ${table}.${column} + excluded.${column}`).join(', ');

const dailySalesConflict = addUp(
  'daily_sales',
  ['store_id', 'business_date', 'user_id'],
  [
    'transactions',
    'items',
    'gross_cents',
    'discount_cents',
    'tax_cents',
    'refund_count',
    'refunded_cents',
    'refunded_tax_cents',
    'loyalty_earned',
    'loyalty_redeemed',
  ],
);
const productSums = ['quantity', 'net_cents', 'tax_cents', 'cost_cents'];
const dailyProductConflict = addUp(
  'daily_product_sales',
  ['store_id', 'business_date', 'product_id', 'tax_rate_bps'],
  productSums,
);
const monthlyProductConflict = addUp(
  'monthly_product_sales',
  ['store_id', 'month', 'product_id', 'tax_rate_bps'],
  productSums,
);
const paymentsConflict = addUp(
  'daily_payments',
  ['store_id', 'business_date', 'method'],
  ['amount_cents', 'payment_count'],
);

/** Adds a seller's figures to their day. */
export async function addToDailySales(trx: Trx, row: Insertable<DailySalesTable>) {
  await runSteps(trx, [dailySalesStep(row)]);
}

export const dailySalesStep = (row: Insertable<DailySalesTable>): PlanStep =>
  insertStep('daily_sales', [row], dailySalesConflict);

/** Adds lines (or, negative, refunded lines) to their product's day and month at their tax rate. */
export async function addToProductSales(trx: Trx, rows: Insertable<DailyProductSalesTable>[]) {
  await runSteps(trx, productSalesSteps(rows));
}

export function productSalesSteps(rows: Insertable<DailyProductSalesTable>[]): PlanStep[] {
  if (rows.length === 0) return [];
  return [
    insertStep('daily_product_sales', rows, dailyProductConflict),
    insertStep(
      'monthly_product_sales',
      rows.map(({ business_date, ...figures }) => ({ ...figures, month: business_date.slice(0, 7) })),
      monthlyProductConflict,
    ),
  ];
}

/** Adds payments to their method's day. */
export async function addToDailyPayments(trx: Trx, rows: Insertable<DailyPaymentsTable>[]) {
  await runSteps(trx, dailyPaymentsSteps(rows));
}

export const dailyPaymentsSteps = (rows: Insertable<DailyPaymentsTable>[]): PlanStep[] =>
  rows.length === 0 ? [] : [insertStep('daily_payments', rows, paymentsConflict)];
