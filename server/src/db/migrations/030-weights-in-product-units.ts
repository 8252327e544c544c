import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { rebuildReportRollups } from '../report-rollups';

// Weighed goods were counted in whole grams; they are now counted in thousandths of each product's own unit, so
// that 0.450 lb is stored (and priced, and shown) as exactly that: 227 g was 0.500 lb to a person but priced as
// 0.50044 lb. For kg the two are the same number; goods sold by the lb are turned from grams into thousandths of
// a pound, row by row, in every table that holds a quantity of them. Stock stays equal to its ledger: it becomes
// the sum of the ledger's turned rows where the two agreed before. The report rollups are then rebuilt, and the
// database's epoch renewed, so that every till takes its products' stock afresh.

const gramsPerPoundTimes100k = 45_359_237n;

/** Whole grams as thousandths of a pound, rounded half away from zero. */
export function gramsToPoundThousandths(grams: number): number {
  const numerator = BigInt(grams) * 100_000_000n;
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + gramsPerPoundTimes100k) / (2n * gramsPerPoundTimes100k);
  return Number(numerator < 0n ? -rounded : rounded);
}

type Row = Record<string, unknown>;
const asNumber = (value: unknown) => Number(value ?? 0);

export async function up(db: Kysely<unknown>): Promise<void> {
  const pounds = (await sql<{ id: string }>`select id from products where sold_by = 'lb'`.execute(db)).rows.map(
    (row) => row.id,
  );
  const soldLines = await sql<{ id: string }>`select id from order_lines where sold_by = 'lb'`.execute(db);
  const returnedLines = await sql<{ id: string }>`select id from return_lines where sold_by = 'lb'`.execute(db);
  if (pounds.length === 0 && soldLines.rows.length === 0 && returnedLines.rows.length === 0) return;

  /** Turns one integer column of the rows matched, row by row (each row's own rounding, as its grams were). */
  const turn = async (table: string, key: string[], columns: string[], where: ReturnType<typeof sql>) => {
    const rows = (
      await sql<Row>`select ${sql.join([...key, ...columns].map((c) => sql.ref(c)))} from ${sql.table(table)} where ${where}`.execute(
        db,
      )
    ).rows;
    for (const row of rows) {
      const sets = columns
        .filter((column) => row[column] !== null && row[column] !== undefined)
        .map((column) => sql`${sql.ref(column)} = ${gramsToPoundThousandths(asNumber(row[column]))}`);
      if (sets.length === 0) continue;
      const match = sql.join(
        key.map((column) => sql`${sql.ref(column)} = ${row[column]}`),
        sql` and `,
      );
      await sql`update ${sql.table(table)} set ${sql.join(sets)} where ${match}`.execute(db);
    }
  };
  const ofPounds = (column: string) =>
    pounds.length === 0 ? sql`1 = 0` : sql`${sql.ref(column)} in (${sql.join(pounds)})`;

  await turn('order_lines', ['id'], ['quantity'], sql`sold_by = 'lb'`);
  await turn('return_lines', ['id'], ['quantity'], sql`sold_by = 'lb'`);
  await turn(
    'refund_lines',
    ['id'],
    ['quantity'],
    sql`order_line_id in (select id from order_lines where sold_by = 'lb')`,
  );
  await turn('purchase_order_lines', ['id'], ['quantity', 'received'], ofPounds('product_id'));
  await turn('stock_transfer_lines', ['id'], ['quantity'], ofPounds('product_id'));
  await turn('stock_take_lines', ['stock_take_id', 'product_id'], ['counted', 'on_hand'], ofPounds('product_id'));
  await turn('products', ['id'], ['reorder_level'], ofPounds('id'));

  // Stock and its ledger: the ledger row by row; the stock as the ledger's new sum where it was the ledger's sum.
  if (pounds.length > 0) {
    const before = new Map(
      (
        await sql<{ product_id: string; store_id: string; ledger: number }>`
          select product_id, store_id, sum(quantity_change) as ledger from stock_movements
          where ${ofPounds('product_id')} group by product_id, store_id`.execute(db)
      ).rows.map((row) => [`${row.product_id}|${row.store_id}`, asNumber(row.ledger)]),
    );
    await turn('stock_movements', ['id'], ['quantity_change'], ofPounds('product_id'));
    const after = new Map(
      (
        await sql<{ product_id: string; store_id: string; ledger: number }>`
          select product_id, store_id, sum(quantity_change) as ledger from stock_movements
          where ${ofPounds('product_id')} group by product_id, store_id`.execute(db)
      ).rows.map((row) => [`${row.product_id}|${row.store_id}`, asNumber(row.ledger)]),
    );
    const stock = (
      await sql<{ product_id: string; store_id: string; quantity: number }>`
        select product_id, store_id, quantity from store_stock where ${ofPounds('product_id')}`.execute(db)
    ).rows;
    for (const row of stock) {
      const key = `${row.product_id}|${row.store_id}`;
      const quantity = asNumber(row.quantity);
      const turned = before.get(key) === quantity ? (after.get(key) ?? 0) : gramsToPoundThousandths(quantity);
      await sql`update store_stock set quantity = ${turned}
        where product_id = ${row.product_id} and store_id = ${row.store_id}`.execute(db);
    }
  }

  await rebuildReportRollups(db);
  await sql`update database_epoch set epoch = ${randomUUID()}, made_at = ${new Date().toISOString()}`.execute(db);
}

export async function down(): Promise<void> {
  // Rounding to thousandths of a pound cannot be undone exactly; a backup from before the upgrade can.
}
