import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { splitByMonth } from '@tillwise/core/report/business-date';
import type { Db } from '../database';
import type { Database } from '../schema';

type Executor = Db | Transaction<Database>;
/** The stores a report covers: one, or several; never none (`in ()` is not SQL). */
type Stores = readonly string[];

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
