import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Makes a table append-only in the database itself: any UPDATE or DELETE of its rows fails, whatever code runs
 * it. Z reports are written once and never changed. SQLite triggers; PostgreSQL would use a trigger function.
 */
export async function makeAppendOnly(db: Kysely<unknown>, table: string): Promise<void> {
  const message = sql.lit(`${table} rows are never changed or deleted`);
  for (const action of ['update', 'delete'] as const) {
    await sql`create trigger ${sql.raw(`${table}_no_${action}`)} before ${sql.raw(action)} on ${sql.table(table)}
      begin select raise(abort, ${message}); end`.execute(db);
  }
}

export async function dropAppendOnly(db: Kysely<unknown>, table: string): Promise<void> {
  for (const action of ['update', 'delete']) {
    await sql`drop trigger if exists ${sql.raw(`${table}_no_${action}`)}`.execute(db);
  }
}
