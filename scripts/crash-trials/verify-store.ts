import SQLite from 'better-sqlite3';
import type { SentSale } from './sale-load';

/** A sale that failed a check, and how. */
export interface Finding {
  id: string;
  detail: string;
}

/** What the SQLite file says about the sales sent, and about the store as a whole. */
export interface StoreCheck {
  /** Acknowledged sales that are not recorded as completed under the acknowledged order number. */
  lost: Finding[];
  /** Recorded sales whose lines, payments, stock movements or audit entries are not there exactly once. */
  duplicated: Finding[];
  /** Order numbers held by more than one order. */
  duplicateNumbers: string[];
  /** Products whose stock is not their ledger (the sum of their movements) or not their opening stock less sales. */
  stockMismatches: string[];
  /** Business days whose running report totals differ from what the orders and payments add up to. */
  rollupMismatches: string[];
  /** 'ok', or what PRAGMA integrity_check and foreign_key_check found. */
  integrity: string;
}

interface OrderFigures {
  id: string;
  number: string;
  status: string;
  total_cents: number;
  business_date: string | null;
}

/**
 * Reads the file directly, read-only, in one read transaction: a running server may keep writing meanwhile
 * without the checks seeing half of it.
 */
function withStore<T>(file: string, read: (db: SQLite.Database) => T): T {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return db.transaction(() => read(db))();
  } finally {
    db.close();
  }
}

// The trials' tills stand in the first store, which an empty data folder is seeded with.
const firstStore = `(select id from store order by created_at, id limit 1)`;

/** Each product's stock in the first store now: the baseline the trials' sales are taken off. */
export function readStock(file: string): Map<string, number> {
  return withStore(file, (db) => {
    const rows = db
      .prepare(`select product_id id, quantity stock from store_stock where store_id = ${firstStore}`)
      .all() as { id: string; stock: number }[];
    return new Map(rows.map((row) => [row.id, row.stock]));
  });
}

/** The order number each of these sale ids is recorded under, when recorded as completed. */
export function completedOrderNumbers(file: string, ids: readonly string[]): Map<string, string> {
  return withStore(file, (db) => {
    const rows = db
      .prepare(`select id, number from orders where status = 'completed' and id in (select value from json_each(?))`)
      .all(JSON.stringify(ids)) as { id: string; number: string }[];
    return new Map(rows.map((row) => [row.id, row.number]));
  });
}

/** Every check at once: the sales given exactly once each, stock equal to its ledger, reports, file integrity. */
export function checkStore(file: string, sales: readonly SentSale[], openingStock: Map<string, number>): StoreCheck {
  return withStore(file, (db) => {
    const ids = JSON.stringify(sales.map((sale) => sale.input.id));
    const orders = new Map(
      (
        db
          .prepare(
            `select id, number, status, total_cents, business_date from orders
             where id in (select value from json_each(?))`,
          )
          .all(ids) as OrderFigures[]
      ).map((order) => [order.id, order]),
    );
    const countBy = (sql: string) =>
      new Map((db.prepare(sql).all(ids) as { id: string; n: number }[]).map((row) => [row.id, row.n]));
    const lineCounts = countBy(
      'select order_id id, count(*) n from order_lines where order_id in (select value from json_each(?)) group by 1',
    );
    const paymentCounts = countBy(
      'select order_id id, count(*) n from payments where order_id in (select value from json_each(?)) group by 1',
    );
    const paid = countBy(
      'select order_id id, sum(amount_cents) n from payments where order_id in (select value from json_each(?)) group by 1',
    );
    const movementCounts = countBy(
      'select reference id, count(*) n from stock_movements where reference in (select value from json_each(?)) group by 1',
    );
    const auditCounts = countBy(
      `select subject_id id, count(*) n from audit_log where action = 'sale.completed' and subject_type = 'order'
       and subject_id in (select value from json_each(?)) group by 1`,
    );

    const lost: Finding[] = [];
    const duplicated: Finding[] = [];
    const recorded: SentSale[] = [];
    for (const sale of sales) {
      const { id } = sale.input;
      const order = orders.get(id);
      if (order) recorded.push(sale);
      if (sale.number && (order?.status !== 'completed' || order.number !== sale.number)) {
        const recordedAs = order ? `${order.status} ${order.number}` : 'nowhere';
        lost.push({ id, detail: `acknowledged as ${sale.number}, recorded ${recordedAs}` });
      }
      if (!order) continue;
      const expected = { lines: sale.input.lines.length, payments: sale.input.payments.length, audit: 1 };
      const found = {
        lines: lineCounts.get(id) ?? 0,
        payments: paymentCounts.get(id) ?? 0,
        paid: paid.get(id) ?? 0,
        movements: movementCounts.get(id) ?? 0,
        audit: auditCounts.get(id) ?? 0,
        total: order.total_cents,
      };
      const once =
        found.lines === expected.lines &&
        found.movements === expected.lines &&
        found.payments === expected.payments &&
        found.paid === order.total_cents &&
        found.total === sale.input.expectedTotalCents &&
        found.audit === expected.audit;
      if (!once) {
        duplicated.push({
          id,
          detail: `${order.number}: expected ${JSON.stringify(expected)}, found ${JSON.stringify(found)}`,
        });
      }
    }

    const duplicateNumbers = (
      db.prepare('select number from orders group by number having count(*) > 1').all() as { number: string }[]
    ).map((row) => row.number);

    return {
      lost,
      duplicated,
      duplicateNumbers,
      stockMismatches: stockMismatches(db, recorded, openingStock),
      rollupMismatches: rollupMismatches(db, [...orders.values()]),
      integrity: integrity(db),
    };
  });
}

/** Stock must equal the ledger, and the opening stock less what the recorded sales sold (once each). */
function stockMismatches(db: SQLite.Database, recorded: readonly SentSale[], openingStock: Map<string, number>) {
  const sold = new Map<string, number>();
  for (const sale of recorded) {
    for (const line of sale.input.lines) sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
  }
  const rows = db
    .prepare(
      `select s.product_id id, s.quantity stock, coalesce(sum(m.quantity_change), 0) ledger
       from store_stock s left join stock_movements m on m.product_id = s.product_id and m.store_id = s.store_id
       where s.store_id = ${firstStore} group by s.product_id, s.quantity`,
    )
    .all() as { id: string; stock: number; ledger: number }[];
  return rows.flatMap((row) => {
    const expected = (openingStock.get(row.id) ?? 0) - (sold.get(row.id) ?? 0);
    if (row.stock === row.ledger && row.stock === expected) return [];
    return [`${row.id}: stock ${row.stock}, ledger ${row.ledger}, opening less sales ${expected}`];
  });
}

/** The running daily totals against the same figures summed from orders and payments, on the days sold on. */
function rollupMismatches(db: SQLite.Database, orders: readonly OrderFigures[]) {
  const days = JSON.stringify([...new Set(orders.map((order) => order.business_date))]);
  const sold = `o.status in ('completed', 'partially_refunded', 'refunded')`;
  const figures = (sql: string) =>
    new Map(
      (db.prepare(sql).all(days) as { day: string; figure: string | number }[]).map((row) => [row.day, row.figure]),
    );
  const comparisons = [
    {
      name: 'transactions',
      rollup: figures(
        `select business_date day, sum(transactions) figure from daily_sales
         where business_date in (select value from json_each(?)) group by 1`,
      ),
      recorded: figures(
        `select o.business_date day, count(*) figure from orders o
         where ${sold} and o.business_date in (select value from json_each(?)) group by 1`,
      ),
    },
    {
      name: 'payments',
      rollup: figures(
        `select business_date day, sum(payment_count) || ' for ' || sum(amount_cents) figure from daily_payments
         where business_date in (select value from json_each(?)) group by 1`,
      ),
      recorded: figures(
        `select o.business_date day, count(*) || ' for ' || sum(p.amount_cents) figure
         from payments p join orders o on o.id = p.order_id
         where ${sold} and p.status = 'completed' and o.business_date in (select value from json_each(?)) group by 1`,
      ),
    },
  ];
  return comparisons.flatMap(({ name, rollup, recorded }) =>
    [...recorded].flatMap(([day, figure]) =>
      rollup.get(day) === figure ? [] : [`${day} ${name}: reports say ${rollup.get(day)}, records ${figure}`],
    ),
  );
}

function integrity(db: SQLite.Database): string {
  const messages = (db.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check);
  const foreignKeys = (db.pragma('foreign_key_check') as unknown[]).length;
  if (foreignKeys > 0) messages.push(`${foreignKeys} foreign key violations`);
  return messages.join('; ');
}
