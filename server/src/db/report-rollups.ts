import { sql } from 'kysely';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import { extraTaxesRefunded, extraTaxesSold } from '@tillwise/core/report/tax-report';
import type { TaxAmount } from '@tillwise/core/tax/tax';
import type { Database } from './schema';

/** Order statuses that count as sales: completed, even when later refunded (refunds count on their own day). */
export const soldStatuses = ['completed', 'partially_refunded', 'refunded'] as const;

/** Every rollup table, in the order a rebuild empties them. */
export const rollupTables = [
  'daily_sales',
  'daily_product_sales',
  'monthly_product_sales',
  'daily_payments',
  'daily_taxes',
  'daily_customers',
  'daily_ledgers',
] as const;

type Target = Kysely<unknown> | Kysely<Database> | Transaction<Database>;

/**
 * A line's cost, as core's unitCostCents and lineAmountCents work it out: what it cost when sold (60 % of its price,
 * to the cent, when the product had no cost) times its quantity, or for goods sold by weight its thousandths of a
 * unit at the cost per unit, rounded half up. In whole numbers, so SQLite and PostgreSQL agree to the cent.
 */
function lineCost(alias: string, quantity: RawBuilder<unknown> = sql.ref(`${alias}.quantity`)) {
  const unit = sql`cast(coalesce(${sql.ref(`${alias}.unit_cost_cents`)}, round(${sql.ref(`${alias}.unit_price_cents`)} * 0.6)) as bigint)`;
  const soldBy = sql.ref(`${alias}.sold_by`);
  return sql`case
    when ${soldBy} in ('kg', 'lb', 'oz', 'g') then (cast(${quantity} as bigint) * ${unit} * 2 + 1000) / 2000
    else ${unit} * ${quantity} end`;
}

/**
 * Recomputes every rollup from the orders, refunds, returns and ledgers themselves: when the tables are created,
 * after the demo history is seeded, by `npm run rollups:rebuild` after a restore or a bug, and by the tests that
 * check the running rollups against it. Portable SQL, but for the few lines with several taxes.
 */
export async function rebuildReportRollups(db: Target) {
  const sold = sql.join(soldStatuses.map((status) => sql.lit(status)));
  for (const table of rollupTables) await sql`delete from ${sql.table(table)}`.execute(db);
  await sql`
    insert into daily_sales (store_id, business_date, user_id, transactions, items, gross_cents, discount_cents, tax_cents,
      refund_count, refunded_cents, refunded_tax_cents, loyalty_earned, loyalty_redeemed, cash_rounding_cents,
      refunded_cash_rounding_cents)
    select store_id, business_date, user_id, sum(transactions), sum(items), sum(gross_cents), sum(discount_cents),
      sum(tax_cents), sum(refund_count), sum(refunded_cents), sum(refunded_tax_cents), sum(loyalty_earned),
      sum(loyalty_redeemed), sum(cash_rounding_cents), sum(refunded_cash_rounding_cents)
    from (
      select o.store_id, o.business_date, o.user_id, count(*) as transactions, sum(o.item_count) as items,
        sum(o.subtotal_cents) as gross_cents, sum(o.discount_cents) as discount_cents, sum(o.tax_cents) as tax_cents,
        0 as refund_count, 0 as refunded_cents, 0 as refunded_tax_cents, sum(o.loyalty_earned) as loyalty_earned,
        sum(o.loyalty_redeemed) as loyalty_redeemed, sum(o.cash_rounding_cents) as cash_rounding_cents,
        0 as refunded_cash_rounding_cents
      from orders o where o.status in (${sold}) group by o.store_id, o.business_date, o.user_id
      union all
      select r.store_id, r.business_date, r.user_id, 0, 0, 0, 0, 0, count(*),
        sum(r.amount_cents - r.cash_rounding_cents), sum(r.tax_cents), -sum(r.loyalty_reversed), 0, 0,
        sum(r.cash_rounding_cents)
      from refunds r group by r.store_id, r.business_date, r.user_id
      union all
      select r.store_id, r.business_date, r.user_id, 0, 0, 0, 0, 0, count(*),
        sum(r.amount_cents - r.cash_rounding_cents), sum(r.tax_cents), 0, 0, 0, sum(r.cash_rounding_cents)
      from returns r group by r.store_id, r.business_date, r.user_id
    ) day_figures
    group by store_id, business_date, user_id`.execute(db);
  await sql`
    insert into daily_product_sales (store_id, business_date, product_id, tax_rate_bps, quantity, net_cents, tax_cents, cost_cents)
    select store_id, business_date, product_id, tax_rate_bps, sum(quantity), sum(net_cents), sum(tax_cents),
      sum(cost_cents)
    from (
      select o.store_id, o.business_date, l.product_id, l.tax_rate_bps, sum(l.quantity) as quantity,
        sum(l.total_cents - l.tax_cents) as net_cents, sum(l.tax_cents) as tax_cents,
        sum(${lineCost('l')}) as cost_cents
      from order_lines l join orders o on o.id = l.order_id
      where o.status in (${sold}) group by o.store_id, o.business_date, l.product_id, l.tax_rate_bps
      union all
      select r.store_id, r.business_date, l.product_id, l.tax_rate_bps, -sum(rl.quantity),
        -sum(rl.amount_cents - rl.tax_cents), -sum(rl.tax_cents), -sum(${lineCost('l', sql.ref('rl.quantity'))})
      from refund_lines rl join refunds r on r.id = rl.refund_id join order_lines l on l.id = rl.order_line_id
      group by r.store_id, r.business_date, l.product_id, l.tax_rate_bps
      union all
      select r.store_id, r.business_date, l.product_id, l.tax_rate_bps, -sum(l.quantity),
        -sum(l.amount_cents - l.tax_cents), -sum(l.tax_cents), -sum(${lineCost('l')})
      from return_lines l join returns r on r.id = l.return_id
      group by r.store_id, r.business_date, l.product_id, l.tax_rate_bps
    ) line_figures
    group by store_id, business_date, product_id, tax_rate_bps`.execute(db);
  await sql`
    insert into monthly_product_sales (store_id, month, product_id, tax_rate_bps, quantity, net_cents, tax_cents, cost_cents)
    select store_id, substr(business_date, 1, 7), product_id, tax_rate_bps, sum(quantity), sum(net_cents), sum(tax_cents),
      sum(cost_cents)
    from daily_product_sales
    group by store_id, substr(business_date, 1, 7), product_id, tax_rate_bps`.execute(db);
  // A card a till stored offline counts on its sale's day, as the shift's Z report counts it: the customer paid
  // with it then, and its authorisation later moves no money between days or methods.
  await sql`
    insert into daily_payments (store_id, business_date, method, amount_cents, payment_count)
    select o.store_id, o.business_date, p.method, sum(p.amount_cents), count(*)
    from payments p join orders o on o.id = p.order_id
    where o.status in (${sold})
    group by o.store_id, o.business_date, p.method`.execute(db);
  await sql`
    insert into daily_customers (store_id, business_date, customer_id)
    select distinct o.store_id, o.business_date, o.customer_id from orders o
    where o.status in (${sold}) and o.customer_id is not null`.execute(db);
  await sql`
    insert into daily_ledgers (ledger, business_date, store_id, amount_cents)
    select 'gift_card', business_date, store_id, sum(amount_cents) from gift_card_ledger
    group by business_date, store_id
    union all
    select 'store_credit', business_date, store_id, sum(amount_cents) from store_credit_ledger
    group by business_date, store_id`.execute(db);
  await rebuildDailyTaxes(db, sold);
}

interface TaxRow {
  store_id: string;
  business_date: string;
  main_rate_bps: number;
  taxes_json: string;
  refunded_tax_cents: number | null;
}

// A line's taxes list holds more than one entry exactly when its JSON has "},{" in it.
const severalTaxes = '%},{%';

/** The additional taxes of the few lines that carry several, summed in TypeScript: a refund's share is core's. */
async function rebuildDailyTaxes(db: Target, sold: RawBuilder<unknown>) {
  const { rows } = await sql<TaxRow>`
    select o.store_id, o.business_date, l.tax_rate_bps as main_rate_bps, l.taxes_json, null as refunded_tax_cents
    from order_lines l join orders o on o.id = l.order_id
    where o.status in (${sold}) and l.taxes_json like ${severalTaxes}
    union all
    select r.store_id, r.business_date, l.tax_rate_bps, l.taxes_json, rl.tax_cents
    from refund_lines rl join refunds r on r.id = rl.refund_id join order_lines l on l.id = rl.order_line_id
    where l.taxes_json like ${severalTaxes}
    union all
    select r.store_id, r.business_date, l.tax_rate_bps, l.taxes_json, l.tax_cents
    from return_lines l join returns r on r.id = l.return_id
    where l.taxes_json like ${severalTaxes}`.execute(db);
  const totals = new Map<string, { store_id: string; business_date: string; main_rate_bps: number } & TaxAmount>();
  for (const row of rows) {
    const taxes = JSON.parse(row.taxes_json) as TaxAmount[];
    const extras =
      row.refunded_tax_cents === null
        ? extraTaxesSold(taxes)
        : extraTaxesRefunded(taxes, Number(row.refunded_tax_cents));
    for (const tax of extras) {
      const key = [row.store_id, row.business_date, row.main_rate_bps, tax.name, tax.rate].join('\u0000');
      const total = totals.get(key) ?? { ...row, main_rate_bps: Number(row.main_rate_bps), ...tax, taxCents: 0 };
      total.taxCents += tax.taxCents;
      totals.set(key, total);
    }
  }
  const values = [...totals.values()].map(
    (row) =>
      sql`(${row.store_id}, ${row.business_date}, ${row.main_rate_bps}, ${row.name}, ${row.rate}, ${row.taxCents})`,
  );
  for (let start = 0; start < values.length; start += 1_000) {
    await sql`insert into daily_taxes (store_id, business_date, main_rate_bps, name, rate, tax_cents)
      values ${sql.join(values.slice(start, start + 1_000))}`.execute(db);
  }
}
