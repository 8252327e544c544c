import type { Insertable, Transaction } from 'kysely';
import { insertStep } from '../fast-insert';
import type { PlanStep } from '../plan';
import { runSteps } from '../plan-runner';
import type {
  Database,
  DailyCustomersTable,
  DailyLedgersTable,
  DailyPaymentsTable,
  DailyProductSalesTable,
  DailySalesTable,
  DailyTaxesTable,
} from '../schema';

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
    'cash_rounding_cents',
    'refunded_cash_rounding_cents',
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

const taxesConflict = addUp(
  'daily_taxes',
  ['store_id', 'business_date', 'main_rate_bps', 'name', 'rate'],
  ['tax_cents'],
);
const ledgersConflict = addUp('daily_ledgers', ['ledger', 'business_date', 'store_id'], ['amount_cents']);

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

/** Adds additional taxes (or, negative, their refunded shares) to their day at their line's main rate. */
export async function addToDailyTaxes(trx: Trx, rows: Insertable<DailyTaxesTable>[]) {
  await runSteps(trx, dailyTaxesSteps(rows));
}

export const dailyTaxesSteps = (rows: Insertable<DailyTaxesTable>[]): PlanStep[] =>
  rows.length === 0 ? [] : [insertStep('daily_taxes', rows, taxesConflict)];

/** Notes that a customer bought in the store that day; once a day is enough. */
export const dailyCustomerStep = (row: Insertable<DailyCustomersTable>): PlanStep =>
  insertStep('daily_customers', [row], 'on conflict (store_id, business_date, customer_id) do nothing');

/** Adds a ledger entry's amount to its ledger's day in its store. */
export async function addToDailyLedgers(trx: Trx, row: Insertable<DailyLedgersTable>) {
  await runSteps(trx, [insertStep('daily_ledgers', [row], ledgersConflict)]);
}
