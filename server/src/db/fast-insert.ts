import { CompiledQuery } from 'kysely';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { dialectOf } from './dialect';
import type { PlanParam, PlanStep } from './plan';
import type { Database } from './schema';

type Executor = Kysely<Database> | Transaction<Database>;

const texts = new Map<string, string>();

/**
 * Inserts rows with SQL text written once per table, column list and row count, then bound with fresh values:
 * the sale path's inserts skip Kysely's query building, which costs more than SQLite's own work for them. The
 * text is a plain multi-row INSERT; only the placeholders are the dialect's.
 */
export async function fastInsert<T extends keyof Database & string>(
  db: Executor,
  table: T,
  rows: Insertable<Database[T]>[],
  onConflict = '',
) {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).sort();
  const dialect = dialectOf(db);
  const key = `${dialect}|${table}|${columns.join(',')}|${rows.length}|${onConflict}`;
  let text = texts.get(key);
  if (!text) {
    // SQLite numbers nothing (?); PostgreSQL numbers every value ($1, $2…).
    let next = 0;
    const placeholder = dialect === 'postgres' ? () => `$${(next += 1)}` : () => '?';
    const tuples = rows.map(() => `(${columns.map(placeholder).join(', ')})`);
    text = `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')} ${onConflict}`.trim();
    if (texts.size > 2_000) texts.clear();
    texts.set(key, text);
  }
  const values = rows.flatMap((row) => columns.map((column) => (row as Record<string, unknown>)[column] ?? null));
  await db.executeQuery(CompiledQuery.raw(text, values));
}

/**
 * The same insert as a plan's step (see plan.ts): ? placeholders, and values that may name what an earlier step of
 * the plan bound (the order number it took, say).
 */
export function insertStep<T extends keyof Database & string>(
  table: T,
  rows: { [K in keyof Insertable<Database[T]>]: Insertable<Database[T]>[K] | PlanParam }[],
  onConflict = '',
): PlanStep {
  const first = rows[0];
  if (!first) throw new Error(`No rows to insert into ${table}`);
  // Columns in the rows' own order: a caller builds its rows the same way every time, so the text is found again.
  const columns = Object.keys(first);
  const shape = `${table}|${rows.length}|${columns.join(',')}`;
  let byShape = stepTexts.get(onConflict);
  if (!byShape) stepTexts.set(onConflict, (byShape = new Map()));
  let text = byShape.get(shape);
  if (!text) {
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    text =
      `insert into ${table} (${columns.join(', ')}) values ${rows.map(() => tuple).join(', ')} ${onConflict}`.trim();
    if (byShape.size > 2_000) byShape.clear();
    byShape.set(shape, text);
  }
  const params: PlanParam[] = [];
  for (const row of rows as Record<string, PlanParam | undefined>[]) {
    for (const column of columns) params.push(row[column] ?? null);
  }
  return { sql: text, params };
}

/** Plan insert texts by their conflict clause, then table, row count and columns. */
const stepTexts = new Map<string, Map<string, string>>();

/** Both databases bind at most 32,766 values a statement (SQLite's default limit; PostgreSQL's is 65,535). */
const maxValuesPerStatement = 30_000;

/** Inserts any number of rows, as few multi-row statements as the databases' limits on bound values allow. */
export async function insertInChunks<T extends keyof Database & string>(
  db: Executor,
  table: T,
  rows: Insertable<Database[T]>[],
) {
  const first = rows[0];
  if (!first) return;
  const size = Math.max(1, Math.floor(maxValuesPerStatement / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += size) await fastInsert(db, table, rows.slice(start, start + size));
}
