import { expect } from 'vitest';
import { openPostgres } from './db/database';
import type { Db } from './db/database';
import { createTestDatabase } from './test/test-database';
import { freePort, ServerProcess } from './test/server-process';

// Three Tillwise server processes on one PostgreSQL database, for the scale-out-*.postgres.test.ts files: requests
// are sent round-robin with no affinity, as behind a load balancer without sticky sessions.

async function signIn(server: ServerProcess, userId: string, pin: string): Promise<string> {
  const response = await fetch(`${server.url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, pin }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/**
 * Starts the three servers on a new database (the first seeds the demo store, the others then start on it), opens
 * the test's own connection to it (`db`) and signs in as the manager for `call`. `stop` stops them and drops it.
 */
export async function startThreeServers() {
  const store = await createTestDatabase();
  await store.db.destroy();
  const env = {
    DATABASE_URL: store.databaseUrl ?? '',
    DATA_DIR: store.dataDir,
    TILLWISE_SCHEDULE_INTERVAL_MS: '300',
  };
  let servers: ServerProcess[] = [];
  let db: Db | undefined;
  async function stop() {
    await Promise.all(servers.map((server) => server.stop()));
    await db?.destroy();
    await store.drop({ closed: true });
  }
  try {
    servers = await Promise.all([0, 1, 2].map(async () => new ServerProcess(await freePort(), env)));
    await servers[0]!.start();
    await Promise.all(servers.slice(1).map((server) => server.start()));
    db = openPostgres(store.databaseUrl ?? '', 4);
    const cookie = await signIn(servers[0]!, 'user-manager', '2222');

    /** Sends a request to one server as the manager: its status and its JSON body. */
    async function call(server: ServerProcess, method: string, url: string, body?: unknown) {
      const response = await fetch(`${server.url}${url}`, {
        method,
        headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    }

    return { store, db, servers, call, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type ThreeServers = Awaited<ReturnType<typeof startThreeServers>>;
