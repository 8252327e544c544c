import { sql } from 'kysely';
import type { Db } from '../../server/src/db/database';
import type { TillSale } from './till-load';

/** What the database holds of the sales the tills rang up, against what they were told. */
export interface PostgresStoreCheck {
  /** Sales a server acknowledged that are not recorded as completed under the number it gave. */
  lost: string[];
  /** Sales whose lines, payments, stock movements or audit entry are not there exactly once, or answered twice. */
  duplicated: string[];
  duplicateNumbers: string[];
  stockMismatches: string[];
  rollupMismatches: string[];
}

// The tills stand in the first store, which the demo seed makes.
const firstStore = sql`(select id from store order by created_at, id limit 1)`;

/** Each product's stock in the first store now: the baseline the trial's sales are taken off. */
export async function readStock(db: Db): Promise<Map<string, number>> {
  const { rows } = await sql<{ id: string; stock: number }>`
    select product_id as id, quantity as stock from store_stock where store_id = ${firstStore}`.execute(db);
  return new Map(rows.map((row) => [row.id, Number(row.stock)]));
}

/** Every check at once, in one repeatable-read transaction: the sales exactly once, stock, ledger and reports. */
export async function checkPostgresStore(
  db: Db,
  sales: readonly TillSale[],
  openingStock: Map<string, number>,
): Promise<PostgresStoreCheck> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const ids = sales.map((sale) => sale.input.id);
      const orders = new Map(
        (
          await sql<{ id: string; number: string; status: string; total_cents: number; business_date: string }>`
            select id, number, status, total_cents, business_date from orders where id = any(${ids})`.execute(trx)
        ).rows.map((order) => [order.id, order]),
      );
      const countBy = async (query: ReturnType<typeof sql<{ id: string; n: number }>>) =>
        new Map((await query.execute(trx)).rows.map((row) => [row.id, Number(row.n)]));
      const lines = await countBy(sql`
        select order_id as id, count(*) as n from order_lines where order_id = any(${ids}) group by 1`);
      const payments = await countBy(sql`
        select order_id as id, count(*) as n from payments where order_id = any(${ids}) group by 1`);
      const paid = await countBy(sql`
        select order_id as id, sum(amount_cents) as n from payments where order_id = any(${ids}) group by 1`);
      const movements = await countBy(sql`
        select reference as id, count(*) as n from stock_movements where reference = any(${ids}) group by 1`);
      const audits = await countBy(sql`
        select subject_id as id, count(*) as n from audit_log
        where action = 'sale.completed' and subject_type = 'order' and subject_id = any(${ids}) group by 1`);

      const lost: string[] = [];
      const duplicated: string[] = [];
      const sold = new Map<string, number>();
      for (const sale of sales) {
        const { id } = sale.input;
        const order = orders.get(id);
        if (sale.number && (order?.status !== 'completed' || order.number !== sale.number)) {
          lost.push(`${id}: acknowledged as ${sale.number}, recorded ${order ? order.number : 'nowhere'}`);
        }
        if (sale.numbers.size > 1) duplicated.push(`${id}: answered as ${[...sale.numbers].join(' and ')}`);
        if (!order) continue;
        for (const line of sale.input.lines) {
          sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
        }
        const expected = { lines: sale.input.lines.length, payments: sale.input.payments.length, audit: 1 };
        const found = {
          lines: lines.get(id) ?? 0,
          payments: payments.get(id) ?? 0,
          movements: movements.get(id) ?? 0,
          audit: audits.get(id) ?? 0,
        };
        const once =
          found.lines === expected.lines &&
          found.movements === expected.lines &&
          found.payments === expected.payments &&
          found.audit === 1 &&
          paid.get(id) === Number(order.total_cents) &&
          Number(order.total_cents) === sale.input.expectedTotalCents;
        if (!once) duplicated.push(`${order.number}: expected ${JSON.stringify(expected)}, ${JSON.stringify(found)}`);
      }

      const duplicateNumbers = (
        await sql<{ number: string }>`select number from orders group by number having count(*) > 1`.execute(trx)
      ).rows.map((row) => row.number);

      const stock = (
        await sql<{ id: string; stock: number; ledger: number }>`
          select s.product_id as id, s.quantity as stock, coalesce(sum(m.quantity_change), 0) as ledger
          from store_stock s
          left join stock_movements m on m.product_id = s.product_id and m.store_id = s.store_id
          where s.store_id = ${firstStore} group by s.product_id, s.quantity`.execute(trx)
      ).rows;
      const stockMismatches = stock.flatMap((row) => {
        const expected = (openingStock.get(row.id) ?? 0) - (sold.get(row.id) ?? 0);
        const [now, ledger] = [Number(row.stock), Number(row.ledger)];
        return now === ledger && now === expected ? [] : [`${row.id}: stock ${now}, ledger ${ledger}, ${expected}`];
      });

      const days = [...new Set([...orders.values()].map((order) => order.business_date))];
      const figures = async (query: ReturnType<typeof sql<{ day: string; figure: string }>>) =>
        new Map((await query.execute(trx)).rows.map((row) => [row.day, String(row.figure)]));
      const sold_ = sql`o.status in ('completed', 'partially_refunded', 'refunded')`;
      const comparisons = [
        {
          name: 'transactions',
          rollup: await figures(sql`
            select business_date as day, sum(transactions)::text as figure from daily_sales
            where business_date = any(${days}) group by 1`),
          recorded: await figures(sql`
            select o.business_date as day, count(*)::text as figure from orders o
            where ${sold_} and o.business_date = any(${days}) group by 1`),
        },
        {
          name: 'payments',
          rollup: await figures(sql`
            select business_date as day, sum(payment_count) || ' for ' || sum(amount_cents) as figure
            from daily_payments where business_date = any(${days}) group by 1`),
          recorded: await figures(sql`
            select o.business_date as day, count(*) || ' for ' || sum(p.amount_cents) as figure
            from payments p join orders o on o.id = p.order_id
            where ${sold_} and p.status = 'completed' and o.business_date = any(${days}) group by 1`),
        },
      ];
      const rollupMismatches = comparisons.flatMap(({ name, rollup, recorded }) =>
        [...recorded].flatMap(([day, figure]) =>
          rollup.get(day) === figure ? [] : [`${day} ${name}: reports say ${rollup.get(day)}, records ${figure}`],
        ),
      );
      return { lost, duplicated, duplicateNumbers, stockMismatches, rollupMismatches };
    });
}
