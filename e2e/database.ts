import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

// Counts and sums come back as numbers, as the server reads them (see server/src/db/database.ts).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

interface StoreLocation {
  dataDir: string;
  databaseUrl?: string | undefined;
}

let workerStore: StoreLocation | null = null;

/** Where this worker's server keeps its store (fixtures.ts calls it when the worker's server has started). */
export function useStore(where: StoreLocation) {
  workerStore = where;
}

/**
 * Reads this worker's server's database (SQLite file or PostgreSQL), to compare what the screen shows with what is
 * stored. `?` placeholders, as in SQLite; they are numbered for PostgreSQL.
 */
export function queryStore<T>(text: string, ...params: unknown[]): Promise<T[]> {
  if (!workerStore) throw new Error("No worker server yet: a spec's test comes from ./fixtures, and asks for a page");
  return queryAt<T>(workerStore, text, ...params);
}

/** The same, for a server of the test's own (see own-server.ts). */
export async function queryAt<T>(
  where: { dataDir: string; databaseUrl?: string | undefined },
  text: string,
  ...params: unknown[]
): Promise<T[]> {
  const url = where.databaseUrl;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      let n = 0;
      return (
        await client.query(
          text.replace(/\?/g, () => `$${(n += 1)}`),
          params,
        )
      ).rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = new SQLite(path.join(where.dataDir, 'tillwise.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(text).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The one row a query answers. */
export async function queryStoreRow<T>(text: string, ...params: unknown[]): Promise<T> {
  const [row] = await queryStore<T>(text, ...params);
  if (!row) throw new Error(`No row for: ${text}`);
  return row;
}
