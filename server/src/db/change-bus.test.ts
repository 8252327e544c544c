import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testPostgresUrl } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';
import { busOf, closeBus } from './change-bus';

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(() => testDatabase.drop());

/** The next message on a topic (or the next reconnect), as a promise. */
function next(topic: string): Promise<unknown> {
  return new Promise((resolve) => {
    const unsubscribe = busOf(testDatabase.db).subscribe(topic, (message) => {
      unsubscribe();
      resolve(message);
    });
  });
}

/** Ends every other connection to this test's PostgreSQL database, as a server restart or a failover does. */
async function dropConnections(databaseUrl: string) {
  const client = new pg.Client({ connectionString: testPostgresUrl! });
  await client.connect();
  try {
    await client.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [
      new URL(databaseUrl).pathname.slice(1),
    ]);
  } finally {
    await client.end();
  }
}

describe('the change bus', () => {
  it('carries a message to the subscribers of its topic', async () => {
    const heard = next('settings');
    // On PostgreSQL the first subscription opens the listening connection; publishing waits for it.
    await busOf(testDatabase.db).publish('settings', { storeId: 'store-1' });
    expect(await heard).toEqual({ storeId: 'store-1' });
  });

  it('listens again after its connection is dropped, and says so to its subscribers', async () => {
    if (!testDatabase.databaseUrl) {
      // SQLite's bus lives in the process: nothing to drop; it still carries the next message.
      const heard = next('sessions');
      await busOf(testDatabase.db).publish('sessions', { ended: 1 });
      expect(await heard).toEqual({ ended: 1 });
      return;
    }
    const reconnected = next('reconnected');
    await dropConnections(testDatabase.databaseUrl);
    await reconnected;
    const heard = next('sessions');
    await busOf(testDatabase.db).publish('sessions', { ended: 1 });
    expect(await heard).toEqual({ ended: 1 });
  });

  it('keeps trying while the database is gone, without an unhandled failure that would stop the server', async () => {
    const bus = busOf(testDatabase.db);
    if (testDatabase.databaseUrl) {
      // A database that refuses every new connection: each attempt to listen again fails.
      const admin = new pg.Client({ connectionString: testPostgresUrl! });
      await admin.connect();
      const name = new URL(testDatabase.databaseUrl).pathname.slice(1);
      try {
        await admin.query(`alter database ${name} with allow_connections false`);
        await dropConnections(testDatabase.databaseUrl);
        // Two attempts fail (after 0.5 s and 1 s); a rejection left unhandled would fail this file.
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        const reconnected = next('reconnected');
        await admin.query(`alter database ${name} with allow_connections true`);
        await reconnected;
      } finally {
        await admin.query(`alter database ${name} with allow_connections true`).catch(() => undefined);
        await admin.end();
      }
    }
    const heard = next('alerts');
    await bus.publish('alerts', { low: 2 });
    expect(await heard).toEqual({ low: 2 });
    await closeBus(testDatabase.db);
  });
});
