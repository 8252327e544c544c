import type { Executor } from '../database';
import { soldStatuses } from '../report-rollups';

/** The stores a report covers: one, or several; never none (`in ()` is not SQL). */
type Stores = readonly string[];

/**
 * Per promotion, over the sales completed on [from, to]'s business days in the stores: the sales it applied to,
 * its units and discount, those sales' totals and the coupon codes entered for it. The promotion's current name and
 * coupon beside the ones the sales recorded (a promotion renamed since keeps one row).
 */
export function promotionTotals(db: Executor, stores: Stores, from: string, to: string) {
  return db
    .selectFrom('order_promotions as op')
    .innerJoin('orders as o', 'o.id', 'op.order_id')
    .leftJoin('promotions as p', 'p.id', 'op.promotion_id')
    .select((eb) => [
      'op.promotion_id',
      eb.fn.max('p.name').as('name'),
      eb.fn.max('op.name').as('sold_name'),
      eb.fn.max('p.coupon_code').as('coupon_code'),
      eb.fn.max('op.coupon_code').as('sold_coupon_code'),
      eb.fn.count<number>('op.order_id').distinct().as('sales'),
      eb.fn.sum<number>('op.units').as('units'),
      eb.fn.sum<number>('op.discount_cents').as('discount_cents'),
      eb.fn.sum<number>('o.total_cents').as('revenue_cents'),
      eb.fn.count<number>('op.coupon_code').as('coupon_uses'),
    ])
    .where('op.store_id', 'in', stores)
    .where('op.business_date', '>=', from)
    .where('op.business_date', '<=', to)
    .where('o.status', 'in', soldStatuses)
    .groupBy('op.promotion_id')
    .execute();
}

/** Sales completed on [from, to] in the stores that got at least one promotion, each once: how many, their totals. */
export function promotedSales(db: Executor, stores: Stores, from: string, to: string) {
  const promoted = db
    .selectFrom('order_promotions')
    .select('order_id')
    .where('store_id', 'in', stores)
    .where('business_date', '>=', from)
    .where('business_date', '<=', to);
  return db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number>().as('sales'),
      eb.fn.coalesce(eb.fn.sum<number>('total_cents'), eb.lit(0)).as('revenue_cents'),
    ])
    .where('id', 'in', promoted)
    .where('status', 'in', soldStatuses)
    .executeTakeFirstOrThrow();
}
