import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Db } from '../database';
import { splitByMonth } from '@tillwise/core/report/business-date';
import type { Database } from '../schema';

type Executor = Db | Transaction<Database>;
/** The stores a report covers: one, or several; never none (`in ()` is not SQL). */
type Stores = readonly string[];

/** Per business day in [from, to]: sales after discounts (before tax) and refunds (before tax). */
export function dailyNetSales(db: Executor, stores: Stores, from: string, to: string) {
  return db
    .selectFrom('daily_sales')
    .select((eb) => [
      'business_date',
      eb.fn.sum<number>(eb('gross_cents', '-', eb.ref('discount_cents'))).as('sales_cents'),
      eb.fn.sum<number>(eb('refunded_cents', '-', eb.ref('refunded_tax_cents'))).as('refunds_cents'),
    ])
    .where('store_id', 'in', stores)
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .groupBy('business_date')
    .execute();
}

/** Every figure of the sales summary, summed over [from, to] for each store (stores without sales are left out). */
export function salesTotalsByStore(db: Executor, stores: Stores, from: string, to: string) {
  return db
    .selectFrom('daily_sales')
    .select((eb) => [
      'store_id',
      eb.fn.sum<number>('transactions').as('transactions'),
      eb.fn.sum<number>('items').as('items'),
      eb.fn.sum<number>('gross_cents').as('gross_cents'),
      eb.fn.sum<number>('discount_cents').as('discount_cents'),
      eb.fn.sum<number>('tax_cents').as('tax_cents'),
      eb.fn.sum<number>('refunded_cents').as('refunded_cents'),
      eb.fn.sum<number>('refunded_tax_cents').as('refunded_tax_cents'),
      eb.fn.sum<number>('loyalty_earned').as('loyalty_earned'),
      eb.fn.sum<number>('loyalty_redeemed').as('loyalty_redeemed'),
    ])
    .where('store_id', 'in', stores)
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .groupBy('store_id')
    .execute();
}

export function paymentTotals(db: Executor, stores: Stores, from: string, to: string) {
  return db
    .selectFrom('daily_payments')
    .select((eb) => [
      'method',
      eb.fn.sum<number>('amount_cents').as('amount_cents'),
      eb.fn.sum<number>('payment_count').as('payment_count'),
    ])
    .where('store_id', 'in', stores)
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .groupBy('method')
    .execute();
}

const productFigures = ['product_id', 'tax_rate_bps', 'quantity', 'net_cents', 'tax_cents', 'cost_cents'] as const;

/** The rollup rows covering [from, to]: monthly rows for whole months, daily rows for the days around them. */
export function productSalesRows(db: Executor, stores: Stores, from: string, to: string) {
  const { months, days } = splitByMonth(from, to);
  const monthly =
    months.length > 0
      ? db
          .selectFrom('monthly_product_sales')
          .select(productFigures)
          .where('store_id', 'in', stores)
          .where('month', 'in', months)
      : null;
  const [first, ...rest] = days.map((span) =>
    db
      .selectFrom('daily_product_sales')
      .select(productFigures)
      .where('store_id', 'in', stores)
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

/**
 * Units (grams for goods sold by weight), sales after discounts (before tax) and cost per product over [from, to],
 * refunds taken off; variants rolled up to their product.
 */
export function productTotals(db: Executor, stores: Stores, from: string, to: string) {
  // A variant's sales count under the product it is a variant of.
  const productOf = sql<string>`coalesce(v.parent_id, sold.product_id)`;
  // Summed per product before the join: a year's rollup rows are many times the products sold.
  const sold = db
    .selectFrom(productSalesRows(db, stores, from, to))
    .select((eb) => [
      'rows.product_id',
      eb.fn.sum<number>('rows.quantity').as('quantity'),
      eb.fn.sum<number>('rows.net_cents').as('net_cents'),
      eb.fn.sum<number>('rows.cost_cents').as('cost_cents'),
    ])
    .groupBy('rows.product_id')
    .as('sold');
  const perProduct = db
    .selectFrom(sold)
    .innerJoin('products as v', 'v.id', 'sold.product_id')
    .select((eb) => [
      productOf.as('product_id'),
      eb.fn.sum<number>('sold.quantity').as('quantity'),
      eb.fn.sum<number>('sold.net_cents').as('net_cents'),
      eb.fn.sum<number>('sold.cost_cents').as('cost_cents'),
    ])
    .groupBy(productOf)
    .as('t');
  return db
    .selectFrom(perProduct)
    .innerJoin('products as p', 'p.id', 't.product_id')
    .select([
      't.product_id',
      'p.name',
      'p.sku',
      'p.category_id',
      'p.sold_by',
      't.quantity',
      't.net_cents',
      't.cost_cents',
    ])
    .orderBy('t.net_cents', 'desc')
    .orderBy('p.name')
    .execute();
}

export function taxBandTotals(db: Executor, stores: Stores, from: string, to: string) {
  return db
    .selectFrom(productSalesRows(db, stores, from, to))
    .select((eb) => [
      'tax_rate_bps',
      eb.fn.sum<number>('net_cents').as('net_cents'),
      eb.fn.sum<number>('tax_cents').as('tax_cents'),
    ])
    .groupBy('tax_rate_bps')
    .orderBy('tax_rate_bps', 'desc')
    .execute();
}

/**
 * Sales per seller over [from, to] in the stores; every active member of staff who works there (admins work
 * everywhere) appears, with zeros when they sold nothing.
 */
export function staffTotals(db: Executor, stores: Stores, from: string, to: string) {
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
          .where('store_id', 'in', stores)
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
    .where((eb) =>
      eb.or([
        eb.and([
          eb('u.is_active', '=', 1),
          eb.or([
            eb('u.role', '=', 'admin'),
            eb.exists(
              eb
                .selectFrom('store_staff')
                .select('store_staff.user_id')
                .whereRef('store_staff.user_id', '=', 'u.id')
                .where('store_staff.store_id', 'in', stores),
            ),
          ]),
        ]),
        eb('s.transactions', '>', 0),
      ]),
    )
    .orderBy('sales_cents', 'desc')
    .orderBy('u.name')
    .execute();
}

export function refundsBetween(db: Executor, stores: Stores, from: string, to: string) {
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
    .where('r.store_id', 'in', stores)
    .where('r.business_date', '>=', from)
    .where('r.business_date', '<=', to)
    .orderBy('r.created_at', 'desc')
    .execute();
}

/** Returns without receipt given over the range in the stores, shaped as refundsBetween's rows (no sale). */
export function returnsBetween(db: Executor, stores: Stores, from: string, to: string) {
  return db
    .selectFrom('returns as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select((eb) => [
      'r.id',
      'r.number',
      eb.val<string | null>(null).as('order_id'),
      'r.created_at',
      'r.amount_cents',
      'r.reason',
      'u.name as staff',
      eb
        .selectFrom('return_lines')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('quantity'), inner.lit(0)).as('n'))
        .whereRef('return_lines.return_id', '=', 'r.id')
        .as('items'),
    ])
    .where('r.store_id', 'in', stores)
    .where('r.business_date', '>=', from)
    .where('r.business_date', '<=', to)
    .execute();
}

/** Customers belong to the chain, so enrolment and points outstanding are the chain's; activity is the stores'. */
export async function loyaltyCounts(db: Executor, stores: Stores, from: string, to: string) {
  const [customers, active] = await Promise.all([
    db
      .selectFrom('customers')
      .select((eb) => [
        eb.fn.countAll<number>().as('enrolled'),
        eb.fn.coalesce(eb.fn.sum<number>('loyalty_points'), eb.lit(0)).as('outstanding'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('daily_customers')
      .select((eb) => eb.fn.count<number>('customer_id').distinct().as('active'))
      .where('store_id', 'in', stores)
      .where('business_date', '>=', from)
      .where('business_date', '<=', to)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    enrolled: Number(customers.enrolled),
    outstanding: Number(customers.outstanding),
    active: Number(active.active),
  };
}

/**
 * Every active product with its stock in the stores (summed when several) and cost (or price, for the 60 % rule),
 * for the inventory on hand. A product sold as its variants holds none itself: its variants are listed instead.
 */
export function inventoryOnHand(db: Executor, stores: Stores) {
  const stock = db
    .selectFrom('store_stock')
    .select((eb) => ['product_id', eb.fn.sum<number>('quantity').as('stock')])
    .where('store_id', 'in', stores)
    .groupBy('product_id')
    .as('s');
  return db
    .selectFrom('products as p')
    .innerJoin(stock, 's.product_id', 'p.id')
    .select(['p.id', 'p.name', 'p.sku', 'p.sold_by', 's.stock', 'p.reorder_level', 'p.cost_cents', 'p.price_cents'])
    .where('p.is_active', '=', 1)
    .where('p.options_json', 'is', null)
    .orderBy('p.name')
    .execute();
}

/** The tills of the stores, for the cash over/short of their shifts. */
export async function tillIdsOf(db: Executor, stores: Stores): Promise<Set<string>> {
  const rows = await db.selectFrom('tills').select('id').where('store_id', 'in', stores).execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Cash rounding over the range: what sales' cash rounding added, and what refunds (and returns without receipt)
 * gave back, in the stores.
 */
export async function cashRoundingBetween(db: Executor, stores: Stores, from: string, to: string) {
  const row = await db
    .selectFrom('daily_sales')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('cash_rounding_cents'), eb.lit(0)).as('sales'),
      eb.fn.coalesce(eb.fn.sum<number>('refunded_cash_rounding_cents'), eb.lit(0)).as('refunds'),
    ])
    .where('store_id', 'in', stores)
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .executeTakeFirst();
  return { salesCents: Number(row?.sales ?? 0), refundsCents: Number(row?.refunds ?? 0) };
}

/** The additional taxes (beyond each line's main one) over the range in the stores, by main rate, refunds off. */
export function extraTaxTotals(db: Executor, stores: Stores, from: string, to: string) {
  return db
    .selectFrom('daily_taxes')
    .select((eb) => ['main_rate_bps', 'name', 'rate', eb.fn.sum<number>('tax_cents').as('tax_cents')])
    .where('store_id', 'in', stores)
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .groupBy(['main_rate_bps', 'name', 'rate'])
    .orderBy('main_rate_bps')
    .orderBy('name')
    .orderBy('rate')
    .execute();
}

/** A ledger's balance over the chain at the end of a business day: the gift card or store credit liability. */
export async function ledgerBalanceAsOf(db: Executor, ledger: 'gift_card' | 'store_credit', businessDate: string) {
  const row = await db
    .selectFrom('daily_ledgers')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('ledger', '=', ledger)
    .where('business_date', '<=', businessDate)
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}
