import type { Transaction } from 'kysely';
import type { ShiftTotals } from '@tillwise/core/shift/shift-figures';
import type { Db } from '../database';
import { soldStatuses } from '../report-rollups';
import type { Database } from '../schema';
import { findShiftPayments } from './account-repository';
import { findShiftHeldPayments } from './held-money-report-repository';
import { findShiftReturns } from './return-repository';

type Executor = Db | Transaction<Database>;
const n = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/**
 * A shift's sums from what was recorded in it: its sales (with the tax of each rate and the payments), its
 * refunds (with the tenders they went back to), its cash movements and its voids.
 */
export async function findShiftTotals(db: Executor, shiftId: string, openingFloatCents: number): Promise<ShiftTotals> {
  const sold = [...soldStatuses];
  const [
    sales,
    salesByRate,
    payments,
    receipted,
    receiptedByRate,
    receiptedTenders,
    movements,
    voids,
    returns,
    accountPayments,
    layawayPayments,
    specialOrderPayments,
  ] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('subtotal_cents').as('subtotal'),
        eb.fn.sum<number>('discount_cents').as('discount'),
        eb.fn.sum<number>('tax_cents').as('tax'),
        eb.fn.sum<number>('total_cents').as('total'),
      ])
      .where('shift_id', '=', shiftId)
      .where('status', 'in', sold)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select((eb) => [
        'order_lines.tax_rate_bps',
        eb.fn.sum<number>(eb('order_lines.total_cents', '-', eb.ref('order_lines.tax_cents'))).as('net'),
        eb.fn.sum<number>('order_lines.tax_cents').as('tax'),
      ])
      .where('orders.shift_id', '=', shiftId)
      .where('orders.status', 'in', sold)
      .groupBy('order_lines.tax_rate_bps')
      .execute(),
    db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select((eb) => [
        'payments.method',
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('payments.amount_cents').as('amount'),
      ])
      .where('orders.shift_id', '=', shiftId)
      .where('orders.status', 'in', sold)
      .groupBy('payments.method')
      .execute(),
    db
      .selectFrom('refunds')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('amount_cents').as('amount'),
        eb.fn.sum<number>('tax_cents').as('tax'),
      ])
      .where('shift_id', '=', shiftId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('refund_lines')
      .innerJoin('refunds', 'refunds.id', 'refund_lines.refund_id')
      .innerJoin('order_lines', 'order_lines.id', 'refund_lines.order_line_id')
      .select((eb) => [
        'order_lines.tax_rate_bps',
        eb.fn.sum<number>(eb('refund_lines.amount_cents', '-', eb.ref('refund_lines.tax_cents'))).as('net'),
        eb.fn.sum<number>('refund_lines.tax_cents').as('tax'),
      ])
      .where('refunds.shift_id', '=', shiftId)
      .groupBy('order_lines.tax_rate_bps')
      .execute(),
    db
      .selectFrom('refund_tenders')
      .innerJoin('refunds', 'refunds.id', 'refund_tenders.refund_id')
      .select((eb) => [
        'refund_tenders.method',
        // Refunds, not rows: a refund all in cash takes a row from each payment it came out of.
        eb.fn.count<number>('refund_tenders.refund_id').distinct().as('count'),
        eb.fn.sum<number>('refund_tenders.amount_cents').as('amount'),
      ])
      .where('refunds.shift_id', '=', shiftId)
      .groupBy('refund_tenders.method')
      .execute(),
    db
      .selectFrom('cash_movements')
      .select((eb) => ['kind', eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('amount_cents').as('amount')])
      .where('shift_id', '=', shiftId)
      .groupBy('kind')
      .execute(),
    db
      .selectFrom('voids')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('shift_id', '=', shiftId)
      .executeTakeFirstOrThrow(),
    findShiftReturns(db, shiftId),
    findShiftPayments(db, shiftId),
    findShiftHeldPayments(db, 'layaway_payments', shiftId),
    findShiftHeldPayments(db, 'special_order_payments', shiftId),
  ]);
  // Returns without receipt count as refunds: the drawer paid the cash out, the tax came back the same way.
  const refunds = {
    count: n(receipted.count) + n(returns.totals.count),
    amount: n(receipted.amount) + n(returns.totals.amount),
    tax: n(receipted.tax) + n(returns.totals.tax),
  };
  const refundsByRate = mergeSums(receiptedByRate, returns.byRate, (row) => row.tax_rate_bps, ['net', 'tax']);
  const refundTenders = mergeSums(receiptedTenders, returns.byTender, (row) => row.method, ['count', 'amount']);
  const rates = new Set([...salesByRate, ...refundsByRate].map((row) => row.tax_rate_bps));
  return {
    openingFloatCents,
    sales: {
      count: n(sales.count),
      subtotalCents: n(sales.subtotal),
      discountCents: n(sales.discount),
      taxCents: n(sales.tax),
      totalCents: n(sales.total),
    },
    refunds: { count: n(refunds.count), amountCents: n(refunds.amount), taxCents: n(refunds.tax) },
    taxByRate: [...rates].map((rateBps) => {
      const sale = salesByRate.find((row) => row.tax_rate_bps === rateBps);
      const refund = refundsByRate.find((row) => row.tax_rate_bps === rateBps);
      return {
        rateBps,
        salesNetCents: n(sale?.net),
        salesTaxCents: n(sale?.tax),
        refundNetCents: n(refund?.net),
        refundTaxCents: n(refund?.tax),
      };
    }),
    payments: payments.map((row) => ({ method: row.method, count: n(row.count), amountCents: n(row.amount) })),
    refundTenders: refundTenders.map((row) => ({
      method: row.method,
      count: n(row.count),
      amountCents: n(row.amount),
    })),
    movements: movements.map((row) => ({ kind: row.kind, count: n(row.count), amountCents: n(row.amount) })),
    voids: n(voids.count),
    accountPayments,
    layawayPayments,
    specialOrderPayments,
  };
}

/** Rows of two grouped sums as one, adding the named sums of rows with the same key. */
function mergeSums<Row extends object, Key>(
  first: Row[],
  second: Row[],
  keyOf: (row: Row) => Key,
  sums: (keyof Row)[],
): Row[] {
  const merged = new Map<Key, Row>();
  for (const row of [...first, ...second]) {
    const seen = merged.get(keyOf(row));
    if (!seen) {
      merged.set(keyOf(row), { ...row });
      continue;
    }
    for (const sum of sums) (seen[sum] as number) = n(seen[sum] as number) + n(row[sum] as number);
  }
  return [...merged.values()];
}
