import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** Order statuses that count as sales: completed, even when later refunded (refunds count on their own day). */
export const soldStatuses = ['completed', 'partially_refunded', 'refunded'] as const;

// A line's cost: what it cost when sold, or 60 % of its price when the product had no cost (the spec's rule,
// rounded to the cent per unit as core's defaultUnitCostCents does).
const unitCost = sql`coalesce(l.unit_cost_cents, round(l.unit_price_cents * 0.6))`;

/**
 * Recomputes every rollup from the orders and refunds themselves: used when the tables are created, after the
 * demo history is seeded, and by tests that check the running rollups against it. Portable SQL.
 */
export async function rebuildReportRollups(db: Kysely<unknown> | Kysely<Database> | Transaction<Database>) {
  const sold = sql.join(soldStatuses.map((status) => sql.lit(status)));
  for (const table of ['daily_sales', 'daily_product_sales', 'monthly_product_sales', 'daily_payments']) {
    await sql`delete from ${sql.table(table)}`.execute(db);
  }
  await sql`
    insert into daily_sales (store_id, business_date, user_id, transactions, items, gross_cents, discount_cents, tax_cents,
      refund_count, refunded_cents, refunded_tax_cents, loyalty_earned, loyalty_redeemed)
    select store_id, business_date, user_id, sum(transactions), sum(items), sum(gross_cents), sum(discount_cents),
      sum(tax_cents), sum(refund_count), sum(refunded_cents), sum(refunded_tax_cents), sum(loyalty_earned),
      sum(loyalty_redeemed)
    from (
      select o.store_id, o.business_date, o.user_id, count(*) as transactions, sum(o.item_count) as items,
        sum(o.subtotal_cents) as gross_cents, sum(o.discount_cents) as discount_cents, sum(o.tax_cents) as tax_cents,
        0 as refund_count, 0 as refunded_cents, 0 as refunded_tax_cents, sum(o.loyalty_earned) as loyalty_earned,
        sum(o.loyalty_redeemed) as loyalty_redeemed
      from orders o where o.status in (${sold}) group by o.store_id, o.business_date, o.user_id
      union all
      select r.store_id, r.business_date, r.user_id, 0, 0, 0, 0, 0, count(*), sum(r.amount_cents), sum(r.tax_cents),
        -sum(r.loyalty_reversed), 0
      from refunds r group by r.store_id, r.business_date, r.user_id
    ) day_figures
    group by store_id, business_date, user_id`.execute(db);
  await sql`
    insert into daily_product_sales (store_id, business_date, product_id, tax_rate_bps, quantity, net_cents, tax_cents, cost_cents)
    select store_id, business_date, product_id, tax_rate_bps, sum(quantity), sum(net_cents), sum(tax_cents),
      sum(cost_cents)
    from (
      select o.store_id, o.business_date, l.product_id, l.tax_rate_bps, sum(l.quantity) as quantity,
        sum(l.total_cents - l.tax_cents) as net_cents, sum(l.tax_cents) as tax_cents,
        sum(${unitCost} * l.quantity) as cost_cents
      from order_lines l join orders o on o.id = l.order_id
      where o.status in (${sold}) group by o.store_id, o.business_date, l.product_id, l.tax_rate_bps
      union all
      select r.store_id, r.business_date, l.product_id, l.tax_rate_bps, -sum(rl.quantity), -sum(rl.amount_cents - rl.tax_cents),
        -sum(rl.tax_cents), -sum(${unitCost} * rl.quantity)
      from refund_lines rl join refunds r on r.id = rl.refund_id join order_lines l on l.id = rl.order_line_id
      group by r.store_id, r.business_date, l.product_id, l.tax_rate_bps
    ) line_figures
    group by store_id, business_date, product_id, tax_rate_bps`.execute(db);
  await sql`
    insert into monthly_product_sales (store_id, month, product_id, tax_rate_bps, quantity, net_cents, tax_cents, cost_cents)
    select store_id, substr(business_date, 1, 7), product_id, tax_rate_bps, sum(quantity), sum(net_cents), sum(tax_cents),
      sum(cost_cents)
    from daily_product_sales
    group by store_id, substr(business_date, 1, 7), product_id, tax_rate_bps`.execute(db);
  await sql`
    insert into daily_payments (store_id, business_date, method, amount_cents, payment_count)
    select o.store_id, o.business_date, p.method, sum(p.amount_cents), count(*)
    from payments p join orders o on o.id = p.order_id
    where o.status in (${sold}) and p.status = 'completed'
    group by o.store_id, o.business_date, p.method`.execute(db);
}
