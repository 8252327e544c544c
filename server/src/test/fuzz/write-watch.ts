import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';

export interface Writes {
  /** Tables with a committed insert, update or delete; rolled-back writes leave no trace. */
  tables: string[];
  /** Files added, removed or resized under the data folder (the database's own files aside). */
  files: string[];
}

/**
 * Watches what each request writes. On SQLite, Kysely runs every statement on one better-sqlite3 connection, so
 * TEMP triggers on that connection see every write the app makes and are gone when it closes; on PostgreSQL the
 * test's own throwaway database gets ordinary row triggers. Either way the log is rolled back with the write, so a
 * refusal that undid its work counts as writing nothing.
 */
export async function watchWrites(db: Db, dataDir: string) {
  const postgres = dialectOf(db) === 'postgres';
  const tables = postgres ? await watchPostgresTables(db) : await watchSqliteTables(db);
  const log = postgres ? sql.table('watched_writes') : sql.raw('temp.watched_writes');

  const fileSizes = () => {
    const sizes = new Map<string, number>();
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (!entry.name.startsWith('tillwise.db')) sizes.set(path.relative(dataDir, full), fs.statSync(full).size);
      }
    };
    walk(dataDir);
    return sizes;
  };

  return {
    tables,
    /** Starts a fresh log; pass its result to `since` after the request. */
    async start() {
      await sql`delete from ${log}`.execute(db);
      return fileSizes();
    },
    async since(before: Map<string, number>): Promise<Writes> {
      const logged = await sql<{ table_name: string }>`
        select distinct table_name from ${log} order by table_name`.execute(db);
      const after = fileSizes();
      const names = new Set([...before.keys(), ...after.keys()]);
      return {
        tables: logged.rows.map((row) => row.table_name),
        files: [...names].filter((name) => before.get(name) !== after.get(name)).sort(),
      };
    },
  };
}

export type WriteWatch = Awaited<ReturnType<typeof watchWrites>>;

async function watchSqliteTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const virtual = rows.filter((row) => /^create virtual/i.test(row.sql)).map((row) => row.name);
  // A virtual table's shadow tables change with their content table, which is watched.
  const tables = rows
    .map((row) => row.name)
    .filter((name) => !virtual.some((table) => name === table || name.startsWith(`${table}_`)));
  await sql`create temp table if not exists watched_writes (table_name text not null)`.execute(db);
  for (const table of tables) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql
        .raw(
          `create temp trigger if not exists "watch_${event}_${table}" after ${event} on "${table}"
           begin insert into temp.watched_writes values ('${table}'); end`,
        )
        .execute(db);
    }
  }
  return tables;
}

async function watchPostgresTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'`.execute(db);
  const tables = rows.map((row) => row.name).filter((name) => name !== 'watched_writes');
  await sql`create table if not exists watched_writes (table_name text not null)`.execute(db);
  await sql`create or replace function watch_write() returns trigger language plpgsql as $$
    begin insert into watched_writes values (tg_table_name); return null; end $$`.execute(db);
  for (const table of tables) {
    await sql
      .raw(
        `create or replace trigger "watch_${table}" after insert or update or delete on "${table}"
         for each row execute function watch_write()`,
      )
      .execute(db);
  }
  return tables;
}
