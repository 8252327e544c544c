import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testPostgresUrl } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';
import { isDatabaseOutage } from './outage';
import { apiTimeouts } from './postgres-pool';

// The pool under a database that drops connections: before, a connection dropped while checked out (between the
// statements of a transaction) raised an 'error' event nobody heard, and ended the whole server process.
let store: TestDatabase;
beforeAll(async () => {
  store = await createTestDatabase();
});
afterAll(() => store?.drop());

/** Ends this test database's connections from the outside, as a restart or an administrator does. */
async function terminateOthers() {
  const admin = new pg.Client({ connectionString: testPostgresUrl! });
  await admin.connect();
  try {
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [new URL(store.databaseUrl!).pathname.slice(1)],
    );
  } finally {
    await admin.end();
  }
}

describe('the PostgreSQL pool', () => {
  it('fails only the transaction whose connection was dropped while it held it, and serves the next', async () => {
    const attempt = store.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await terminateOthers();
      // The connection is checked out and idle here: its end arrives as an 'error' event.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sql`select 2`.execute(trx);
    });
    const error = await attempt.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).not.toBeNull();
    expect(isDatabaseOutage(error)).toBe(true);
    const { rows } = await sql<{ n: number }>`select 3 as n`.execute(store.db);
    expect(rows).toEqual([{ n: 3 }]);
  });

  it('gives up on a statement after the API timeout, as an outage, and keeps serving', async () => {
    const started = performance.now();
    const error = await sql`select pg_sleep(30)`.execute(store.db).then(
      () => null,
      (failure: unknown) => failure,
    );
    const took = performance.now() - started;
    expect((error as { code?: string }).code).toBe('57014');
    expect(isDatabaseOutage(error)).toBe(true);
    expect(took).toBeGreaterThanOrEqual(apiTimeouts.statementMs! - 100);
    const { rows } = await sql<{ n: number }>`select 4 as n`.execute(store.db);
    expect(rows).toEqual([{ n: 4 }]);
  });
});
