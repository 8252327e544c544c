import { lineAmountCents } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { unitCostCents } from '@tillwise/core/report/report-maths';
import { extraTaxesRefunded, extraTaxesSold } from '@tillwise/core/report/tax-report';
import type { TaxAmount } from '@tillwise/core/tax/tax';
import type { Insertable, Transaction } from 'kysely';
import type { Database, OrderLinesTable } from '../db/schema';
import type { PlanStep } from '../db/plan';
import * as rollups from '../db/repositories/report-rollup-repository';

type Trx = Transaction<Database>;
type Line = Pick<
  Insertable<OrderLinesTable>,
  | 'product_id'
  | 'tax_rate_bps'
  | 'quantity'
  | 'total_cents'
  | 'tax_cents'
  | 'unit_cost_cents'
  | 'unit_price_cents'
  | 'sold_by'
  | 'taxes_json'
>;

interface SaleFigures {
  storeId: string;
  businessDate: string;
  userId: string;
  customerId: string | null;
  order: {
    item_count: number;
    subtotal_cents: number;
    discount_cents: number;
    tax_cents: number;
    loyalty_earned: number;
    loyalty_redeemed: number;
    cash_rounding_cents: number;
  };
  lines: Line[];
  payments: { method: string; amount_cents: number }[];
}

/** The steps that add a completed sale to its day's report figures, inside the sale's own transaction. */
export function saleReportSteps(sale: SaleFigures): PlanStep[] {
  const byMethod = new Map<string, { amount: number; count: number }>();
  for (const payment of sale.payments) {
    const entry = byMethod.get(payment.method) ?? { amount: 0, count: 0 };
    byMethod.set(payment.method, { amount: entry.amount + payment.amount_cents, count: entry.count + 1 });
  }
  return [
    rollups.dailySalesStep({
      store_id: sale.storeId,
      business_date: sale.businessDate,
      user_id: sale.userId,
      transactions: 1,
      items: sale.order.item_count,
      gross_cents: sale.order.subtotal_cents,
      discount_cents: sale.order.discount_cents,
      tax_cents: sale.order.tax_cents,
      refund_count: 0,
      refunded_cents: 0,
      refunded_tax_cents: 0,
      loyalty_earned: sale.order.loyalty_earned,
      loyalty_redeemed: sale.order.loyalty_redeemed,
      cash_rounding_cents: sale.order.cash_rounding_cents,
      refunded_cash_rounding_cents: 0,
    }),
    ...rollups.productSalesSteps(productRows(sale.storeId, sale.businessDate, sale.lines, 1)),
    ...rollups.dailyTaxesSteps(
      taxRows(
        sale.storeId,
        sale.businessDate,
        sale.lines.map((line) => ({ line, extras: extraTaxesSold(taxesOf(line)) })),
      ),
    ),
    ...(sale.customerId
      ? [
          rollups.dailyCustomerStep({
            store_id: sale.storeId,
            business_date: sale.businessDate,
            customer_id: sale.customerId,
          }),
        ]
      : []),
    ...rollups.dailyPaymentsSteps(
      [...byMethod]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([method, entry]) => ({
          store_id: sale.storeId,
          business_date: sale.businessDate,
          method,
          amount_cents: entry.amount,
          payment_count: entry.count,
        })),
    ),
  ];
}

/** Takes a refund off its own day's figures (not the sale's), inside the refund's transaction. */
export async function recordRefundInReports(
  trx: Trx,
  refund: {
    storeId: string;
    businessDate: string;
    userId: string;
    amountCents: number;
    taxCents: number;
    loyaltyReversed: number;
    /** What cash rounding gave back on top of amountCents. */
    cashRoundingCents: number;
    lines: (Line & { refunded_quantity: number; refunded_amount_cents: number; refunded_tax_cents: number })[];
  },
) {
  await rollups.addToDailySales(trx, {
    store_id: refund.storeId,
    business_date: refund.businessDate,
    user_id: refund.userId,
    transactions: 0,
    items: 0,
    gross_cents: 0,
    discount_cents: 0,
    tax_cents: 0,
    refund_count: 1,
    refunded_cents: refund.amountCents,
    refunded_tax_cents: refund.taxCents,
    loyalty_earned: -refund.loyaltyReversed,
    loyalty_redeemed: 0,
    cash_rounding_cents: 0,
    refunded_cash_rounding_cents: refund.cashRoundingCents,
  });
  await rollups.addToProductSales(
    trx,
    productRows(
      refund.storeId,
      refund.businessDate,
      refund.lines.map((line) => ({
        ...line,
        quantity: line.refunded_quantity,
        total_cents: line.refunded_amount_cents,
        tax_cents: line.refunded_tax_cents,
      })),
      -1,
    ),
  );
  await rollups.addToDailyTaxes(
    trx,
    taxRows(
      refund.storeId,
      refund.businessDate,
      refund.lines.map((line) => ({ line, extras: extraTaxesRefunded(taxesOf(line), line.refunded_tax_cents) })),
    ),
  );
}

/** Adds a gift card or store credit ledger entry to its ledger's day, inside the entry's transaction. */
export async function recordLedgerInReports(
  trx: Trx,
  ledger: 'gift_card' | 'store_credit',
  entry: { store_id: string; business_date: string; amount_cents: number },
) {
  await rollups.addToDailyLedgers(trx, {
    ledger,
    business_date: entry.business_date,
    store_id: entry.store_id,
    amount_cents: entry.amount_cents,
  });
}

// Only a line with several taxes has any beyond its main one: the rest keep their JSON unparsed.
const taxesOf = (line: Line): TaxAmount[] =>
  line.taxes_json?.includes('},{') ? (JSON.parse(line.taxes_json) as TaxAmount[]) : [];

/** One row per main rate and additional tax, in key order (as productRows, so concurrent writers never deadlock). */
function taxRows(storeId: string, businessDate: string, lines: { line: Line; extras: TaxAmount[] }[]) {
  const rows = new Map<string, { main_rate_bps: number; name: string; rate: number; tax_cents: number }>();
  for (const { line, extras } of lines) {
    for (const tax of extras) {
      const key = `${line.tax_rate_bps}\u0000${tax.name}\u0000${tax.rate}`;
      const row = rows.get(key) ?? { main_rate_bps: line.tax_rate_bps, name: tax.name, rate: tax.rate, tax_cents: 0 };
      row.tax_cents += tax.taxCents;
      rows.set(key, row);
    }
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        a.main_rate_bps - b.main_rate_bps || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.rate - b.rate,
    )
    .map((row) => ({ store_id: storeId, business_date: businessDate, ...row }));
}

/** One row per product and tax rate; lines of the same product in one sale add up. */
function productRows(storeId: string, businessDate: string, lines: Line[], sign: 1 | -1) {
  const rows = new Map<
    string,
    { product_id: string; tax_rate_bps: number; quantity: number; net: number; tax: number; cost: number }
  >();
  for (const line of lines) {
    const key = `${line.product_id}|${line.tax_rate_bps}`;
    const row = rows.get(key) ?? {
      product_id: line.product_id,
      tax_rate_bps: line.tax_rate_bps,
      quantity: 0,
      net: 0,
      tax: 0,
      cost: 0,
    };
    row.quantity += line.quantity;
    row.net += line.total_cents - line.tax_cents;
    row.tax += line.tax_cents;
    // A weighed line's cost is per unit of weight, like its price, and its quantity thousandths of that unit.
    row.cost += lineAmountCents(
      unitCostCents(line.unit_cost_cents ?? null, line.unit_price_cents),
      line.quantity,
      line.sold_by as SoldBy | null | undefined,
    );
    rows.set(key, row);
  }
  // In key order: concurrent sales on PostgreSQL then lock the same rows in the same order and never deadlock.
  const sorted = [...rows.values()].sort((a, b) =>
    a.product_id < b.product_id ? -1 : a.product_id > b.product_id ? 1 : a.tax_rate_bps - b.tax_rate_bps,
  );
  return sorted.map((row) => ({
    store_id: storeId,
    business_date: businessDate,
    product_id: row.product_id,
    tax_rate_bps: row.tax_rate_bps,
    quantity: sign * row.quantity,
    net_cents: sign * row.net,
    tax_cents: sign * row.tax,
    cost_cents: sign * row.cost,
  }));
}
