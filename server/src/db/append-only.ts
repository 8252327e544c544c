import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { dialectOf } from './dialect';

/**
 * Every table its migration made append-only: what must be opened and closed again around the one write allowed to
 * empty them (starting for real). A migration that makes another table append-only adds it here.
 */
export const appendOnlyTables = [
  'z_reports',
  'audit_log',
  'number_blocks',
  'gift_card_ledger',
  'store_credit_ledger',
  'account_ledger',
  'account_allocations',
  'layaway_payments',
  'special_order_payments',
] as const;

/**
 * Makes a table append-only in the database itself: any UPDATE or DELETE of its rows fails, whatever code runs
 * it. Z reports and the audit log are written once and never changed.
 */
export async function makeAppendOnly(db: Kysely<unknown>, table: string): Promise<void> {
  const message = `${table} rows are never changed or deleted`;
  if (dialectOf(db) === 'postgres') {
    await sql`create or replace function refuse_change() returns trigger language plpgsql as $$
      begin raise exception '% rows are never changed or deleted', tg_table_name; end $$`.execute(db);
    for (const action of ['update', 'delete'] as const) {
      await sql`create trigger ${sql.raw(`${table}_no_${action}`)} before ${sql.raw(action)} on ${sql.table(table)}
        for each row execute function refuse_change()`.execute(db);
    }
    return;
  }
  for (const action of ['update', 'delete'] as const) {
    await sql`create trigger ${sql.raw(`${table}_no_${action}`)} before ${sql.raw(action)} on ${sql.table(table)}
      begin select raise(abort, ${sql.lit(message)}); end`.execute(db);
  }
}

export async function dropAppendOnly(db: Kysely<unknown>, table: string): Promise<void> {
  const on = dialectOf(db) === 'postgres' ? sql` on ${sql.table(table)}` : sql``;
  for (const action of ['update', 'delete']) {
    await sql`drop trigger if exists ${sql.raw(`${table}_no_${action}`)}${on}`.execute(db);
  }
}
