import { sql } from 'kysely';
import type { Db } from '../db/database';
import { dialectOf } from '../db/dialect';
import { fillCreditTables } from './every-table/fill-credit-tables';
import { fillIntegrationTables } from './every-table/fill-integration-tables';
import { fillPricingTables } from './every-table/fill-pricing-tables';
import { fillQuoteTables } from './every-table/fill-quote-tables';
import { fillSpecialOrderTables } from './every-table/fill-special-order-tables';
import { fillReportTables } from './every-table/fill-report-tables';
import { fillStockTables } from './every-table/fill-stock-tables';
import { fillTillTables } from './every-table/fill-till-tables';

/**
 * Gives the demo store a row in every table its seed leaves empty (gift cards, promotions, price lists, purchase
 * orders, transfers, stock takes, returns, overrides, number blocks, display pairings, held offline actions,
 * scheduled reports, a variant, a quote…), each pointing at demo rows as the real thing would: what a test of a write that
 * must reach every table starts from.
 */
export async function fillEmptyTables(db: Db, at: string): Promise<void> {
  const day = at.slice(0, 10);
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select('id')
      .where('store_id', '=', 'store-1')
      .executeTakeFirstOrThrow();
    await fillPricingTables(trx, at, day, order.id);
    await fillCreditTables(trx, at, day);
    await fillTillTables(trx, at);
    await fillStockTables(trx, at);
    await fillReportTables(trx, at, day);
    await fillQuoteTables(trx, at, day);
    await fillSpecialOrderTables(trx, at, day);
    await fillIntegrationTables(trx, at);
  });
}

/** Every table of the database (Tillwise's own: not the migrator's, nor SQLite's or its search index's). */
export async function listTables(db: Db): Promise<string[]> {
  const { rows } =
    dialectOf(db) === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  return rows
    .map((row) => row.name)
    .filter((name) => !/^(kysely_|sqlite_|products_search)/.test(name))
    .sort();
}

/** Every trigger of the database by name: what must be there as before once a write has dropped and remade some. */
export async function listTriggers(db: Db): Promise<string[]> {
  const { rows } =
    dialectOf(db) === 'postgres'
      ? await sql<{ name: string }>`select tgname as name from pg_trigger where not tgisinternal`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'`.execute(db);
  return rows.map((row) => row.name).sort();
}

/** How many rows a table holds. */
export async function countRowsOf(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
