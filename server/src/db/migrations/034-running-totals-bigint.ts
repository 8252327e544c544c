import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// PostgreSQL: figures that add up over time are 64-bit. A single sale, refund or return is capped at $1,000,000,
// which a 32-bit integer holds, but a customer's store credit, a gift card's balance, a shift's cash, stock on hand
// and the reports' running totals add many of them together: a $21,474,836.47 day (or credit) overflowed the
// column and the sale or return that went past it failed with a server error. SQLite's integers are 64-bit already.
// (The driver reads 64-bit integers as numbers; money stays exact up to $90 trillion.)
export const runningTotals: Record<string, readonly string[]> = {
  customers: ['store_credit_cents', 'loyalty_points'],
  store_credit_ledger: ['amount_cents', 'balance_after_cents'],
  gift_cards: ['balance_cents'],
  gift_card_ledger: ['amount_cents', 'balance_after_cents'],
  shifts: [
    'opening_float_cents',
    'expected_cents',
    'counted_cents',
    'first_counted_cents',
    'over_short_cents',
    'float_left_cents',
  ],
  store_stock: ['quantity'],
  daily_sales: [
    'gross_cents',
    'discount_cents',
    'tax_cents',
    'cash_rounding_cents',
    'items',
    'transactions',
    'loyalty_earned',
    'loyalty_redeemed',
    'refund_count',
    'refunded_cents',
    'refunded_tax_cents',
    'refunded_cash_rounding_cents',
  ],
  daily_payments: ['amount_cents', 'payment_count'],
  daily_ledgers: ['amount_cents'],
  daily_taxes: ['tax_cents'],
  daily_product_sales: ['quantity', 'net_cents', 'tax_cents', 'cost_cents'],
  monthly_product_sales: ['quantity', 'net_cents', 'tax_cents', 'cost_cents'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await changeType(db, 'bigint');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await changeType(db, 'integer');
}

async function changeType(db: Kysely<unknown>, type: 'bigint' | 'integer') {
  if (dialectOf(db) !== 'postgres') return;
  for (const [table, columns] of Object.entries(runningTotals)) {
    const changes = columns.map((column) => sql`alter column ${sql.ref(column)} type ${sql.raw(type)}`);
    await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
  }
}
