import type { Transaction } from 'kysely';
import type { Db } from '../database';
import { splitByMonth } from '@tillwise/core/report/business-date';
import { soldStatuses } from '../report-rollups';
import type { Database } from '../schema';

type Executor = Db | Transaction<Database>;

/** Per business day in [from, to]: sales after discounts (before tax) and refunds (before tax). */
export function dailyNetSales(db: Executor, from: string, to: string) {
  return db
    .selectFrom('daily_sales')
    .select((eb) => [
      'business_date',
      eb.fn.sum<number>(eb('gross_cents', '-', eb.ref('discount_cents'))).as('sales_cents'),
      eb.fn.sum<number>(eb('refunded_cents', '-', eb.ref('refunded_tax_cents'))).as('refunds_cents'),
    ])
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .groupBy('business_date')
    .execute();
}

/** Every figure of the sales summary, summed over [from, to]. */
export function salesTotals(db: Executor, from: string, to: string) {
  return db
    .selectFrom('daily_sales')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('transactions'), eb.lit(0)).as('transactions'),
      eb.fn.coalesce(eb.fn.sum<number>('items'), eb.lit(0)).as('items'),
      eb.fn.coalesce(eb.fn.sum<number>('gross_cents'), eb.lit(0)).as('gross_cents'),
      eb.fn.coalesce(eb.fn.sum<number>('discount_cents'), eb.lit(0)).as('discount_cents'),
      eb.fn.coalesce(eb.fn.sum<number>('tax_cents'), eb.lit(0)).as('tax_cents'),
      eb.fn.coalesce(eb.fn.sum<number>('refunded_cents'), eb.lit(0)).as('refunded_cents'),
      eb.fn.coalesce(eb.fn.sum<number>('refunded_tax_cents'), eb.lit(0)).as('refunded_tax_cents'),
      eb.fn.coalesce(eb.fn.sum<number>('loyalty_earned'), eb.lit(0)).as('loyalty_earned'),
      eb.fn.coalesce(eb.fn.sum<number>('loyalty_redeemed'), eb.lit(0)).as('loyalty_redeemed'),
    ])
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .executeTakeFirstOrThrow();
}

export function paymentTotals(db: Executor, from: string, to: string) {
  return db
    .selectFrom('daily_payments')
    .select((eb) => [
      'method',
      eb.fn.sum<number>('amount_cents').as('amount_cents'),
      eb.fn.sum<number>('payment_count').as('payment_count'),
    ])
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .groupBy('method')
    .execute();
}

const productFigures = ['product_id', 'tax_rate_bps', 'quantity', 'net_cents', 'tax_cents', 'cost_cents'] as const;

/** The rollup rows covering [from, to]: monthly rows for whole months, daily rows for the days around them. */
export function productSalesRows(db: Executor, from: string, to: string) {
  const { months, days } = splitByMonth(from, to);
  const monthly =
    months.length > 0
      ? db.selectFrom('monthly_product_sales').select(productFigures).where('month', 'in', months)
      : null;
  const [first, ...rest] = days.map((span) =>
    db
      .selectFrom('daily_product_sales')
      .select(productFigures)
      .where('business_date', '>=', span.from)
      .where('business_date', '<=', span.to),
  );
  if (!first) {
    if (!monthly) throw new Error('A report range has at least one day');
    return monthly.as('rows');
  }
  const union = rest.reduce((rows, part) => rows.unionAll(part), first);
  return (monthly ? union.unionAll(monthly) : union).as('rows');
}

/** Units, sales after discounts (before tax) and cost per product over [from, to], refunds taken off. */
export function productTotals(db: Executor, from: string, to: string) {
  const perProduct = db
    .selectFrom(productSalesRows(db, from, to))
    .select((eb) => [
      'product_id',
      eb.fn.sum<number>('quantity').as('quantity'),
      eb.fn.sum<number>('net_cents').as('net_cents'),
      eb.fn.sum<number>('cost_cents').as('cost_cents'),
    ])
    .groupBy('product_id')
    .as('t');
  return db
    .selectFrom(perProduct)
    .innerJoin('products as p', 'p.id', 't.product_id')
    .select(['t.product_id', 'p.name', 'p.sku', 'p.category_id', 't.quantity', 't.net_cents', 't.cost_cents'])
    .orderBy('t.net_cents', 'desc')
    .orderBy('p.name')
    .execute();
}

export function taxBandTotals(db: Executor, from: string, to: string) {
  return db
    .selectFrom(productSalesRows(db, from, to))
    .select((eb) => [
      'tax_rate_bps',
      eb.fn.sum<number>('net_cents').as('net_cents'),
      eb.fn.sum<number>('tax_cents').as('tax_cents'),
    ])
    .groupBy('tax_rate_bps')
    .orderBy('tax_rate_bps', 'desc')
    .execute();
}

/** Sales per seller over [from, to]; every active member of staff appears, with zeros when they sold nothing. */
export function staffTotals(db: Executor, from: string, to: string) {
  return db
    .selectFrom('users as u')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('daily_sales')
          .select((inner) => [
            'user_id',
            inner.fn.sum<number>('transactions').as('transactions'),
            inner.fn.sum<number>(inner('gross_cents', '-', inner.ref('discount_cents'))).as('sales_cents'),
          ])
          .where('business_date', '>=', from)
          .where('business_date', '<=', to)
          .groupBy('user_id')
          .as('s'),
      (join) => join.onRef('s.user_id', '=', 'u.id'),
    )
    .select((eb) => [
      'u.id',
      'u.name',
      'u.role',
      eb.fn.coalesce('s.transactions', eb.lit(0)).as('transactions'),
      eb.fn.coalesce('s.sales_cents', eb.lit(0)).as('sales_cents'),
    ])
    .where((eb) => eb.or([eb('u.is_active', '=', 1), eb('s.transactions', '>', 0)]))
    .orderBy('sales_cents', 'desc')
    .orderBy('u.name')
    .execute();
}

export function refundsBetween(db: Executor, from: string, to: string) {
  return db
    .selectFrom('refunds as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select((eb) => [
      'r.id',
      'r.number',
      'r.order_id',
      'r.created_at',
      'r.amount_cents',
      'r.reason',
      'u.name as staff',
      eb
        .selectFrom('refund_lines')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('quantity'), inner.lit(0)).as('n'))
        .whereRef('refund_lines.refund_id', '=', 'r.id')
        .as('items'),
    ])
    .where('r.business_date', '>=', from)
    .where('r.business_date', '<=', to)
    .orderBy('r.created_at', 'desc')
    .execute();
}

export async function loyaltyCounts(db: Executor, from: string, to: string) {
  const [customers, active] = await Promise.all([
    db
      .selectFrom('customers')
      .select((eb) => [
        eb.fn.countAll<number>().as('enrolled'),
        eb.fn.coalesce(eb.fn.sum<number>('loyalty_points'), eb.lit(0)).as('outstanding'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.count<number>('customer_id').distinct().as('active'))
      .where('business_date', '>=', from)
      .where('business_date', '<=', to)
      .where('status', 'in', [...soldStatuses])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    enrolled: Number(customers.enrolled),
    outstanding: Number(customers.outstanding),
    active: Number(active.active),
  };
}

/** Every product with its stock and cost (or price, for the 60 % rule), for the inventory on hand. */
export function inventoryOnHand(db: Executor) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'sku', 'stock', 'reorder_level', 'cost_cents', 'price_cents'])
    .where('is_active', '=', 1)
    .orderBy('name')
    .execute();
}
