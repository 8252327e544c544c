// Loading report.bench.ts's chain: its reference data and shifts through Kysely, then its sales history, into SQLite
// through plain prepared statements or into PostgreSQL as multi-row inserts.
import SQLite from 'better-sqlite3';
import type { Db, Executor } from '../server/src/db/database';
import { fastInsert } from '../server/src/db/fast-insert';
import type { Database } from '../server/src/db/schema';
import { referenceData, shiftRows } from './report-chain';
import type { BenchProduct, ChainStores, Rows } from './report-chain';
import { salesChunks } from './report-history';
import { historyTables } from './report-history-rows';

/** Rows in statements of at most 30,000 values: SQLite takes 32,766 a statement, PostgreSQL 65,535. */
async function insertAll<T extends keyof Database & string>(db: Executor, table: T, rows: Rows<T>) {
  const first = rows[0];
  if (!first) return;
  const perStatement = Math.floor(30_000 / Object.keys(first).length);
  for (let start = 0; start < rows.length; start += perStatement)
    await fastInsert(db, table, rows.slice(start, start + perStatement));
}

/** The seed's store: the chain's first. */
export async function firstStoreOf(db: Db) {
  const store = await db.selectFrom('store').select('id').orderBy('created_at').executeTakeFirstOrThrow();
  return store.id;
}

/** The chain's reference data and its shifts, in one transaction; returns its products and its first store. */
export async function insertReferenceData(db: Db, first: string) {
  const data = referenceData(first);
  const firstTill = await db.selectFrom('tills').select('id').where('store_id', '=', first).executeTakeFirstOrThrow();
  const stores = { first, firstTill: firstTill.id };
  const { shifts, voids } = shiftRows(stores);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('store').values(data.store).execute();
    await trx.insertInto('tills').values(data.till).execute();
    await trx.updateTable('tills').set({ store_id: first }).where('store_id', 'is', null).execute();
    await insertAll(trx, 'categories', data.categories);
    await insertAll(trx, 'products', data.productRows);
    await insertAll(trx, 'store_stock', data.stock);
    await insertAll(trx, 'users', data.users);
    await insertAll(trx, 'store_staff', data.storeStaff);
    await insertAll(trx, 'customers', data.customers);
    await insertAll(trx, 'shifts', shifts);
    await insertAll(trx, 'voids', voids);
  });
  return { products: data.products, stores };
}

/** SQLite: the sales through plain prepared statements, one transaction a chunk (the fastest way in). */
export function loadSalesIntoSqlite(file: string, stores: ChainStores, products: BenchProduct[]) {
  const raw = new SQLite(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = OFF');
  const statements = new Map<string, SQLite.Statement>();
  const insert = (table: string, row: Record<string, unknown>) => {
    let statement = statements.get(table);
    if (!statement) {
      const columns = Object.keys(row);
      statement = raw.prepare(
        `insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
      );
      statements.set(table, statement);
    }
    statement.run(row);
  };
  let totals = { orders: 0, lines: 0 };
  for (const { chunk, totals: sofar } of salesChunks(stores, products)) {
    raw.transaction(() => {
      for (const table of historyTables) for (const row of chunk[table]) insert(table, row);
    })();
    totals = sofar;
  }
  raw.close();
  return totals;
}

/** PostgreSQL: the same sales as multi-row inserts, one transaction a chunk. */
export async function loadSalesIntoPostgres(db: Db, stores: ChainStores, products: BenchProduct[]) {
  let totals = { orders: 0, lines: 0 };
  for (const { chunk, totals: sofar } of salesChunks(stores, products)) {
    await db.transaction().execute(async (trx) => {
      for (const table of historyTables) await insertAll(trx, table, chunk[table]);
    });
    totals = sofar;
  }
  return totals;
}
