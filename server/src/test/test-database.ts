import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, openPostgres } from '../db/database';
import type { Db } from '../db/database';

/**
 * The PostgreSQL server tests run against, when there is one: `npm test` runs the server's tests on SQLite and,
 * with this set (`.ci/run` starts a throwaway cluster and sets it), again on PostgreSQL.
 */
export const testPostgresUrl = process.env.TILLWISE_TEST_POSTGRES_URL || null;

export interface TestDatabase {
  db: Db;
  /** The data folder (product images, reports; the SQLite file when on SQLite). */
  dataDir: string;
  /** postgres://… of this test's own database, or null on SQLite. */
  databaseUrl: string | null;
  /** Closes the database (unless an app already did) and deletes it. */
  drop: (options?: { closed?: boolean }) => Promise<void>;
}

/**
 * A new, empty database of its own for one test file (or benchmark): a SQLite file, or a fresh database on the
 * PostgreSQL server.
 */
export async function createTestDatabase(postgresUrl = testPostgresUrl): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillwise-test-'));
  if (!postgresUrl) {
    const db = openDatabase(dataDir);
    return {
      db,
      dataDir,
      databaseUrl: null,
      drop: async ({ closed = false } = {}) => {
        if (!closed) await db.destroy().catch(() => {});
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `tillwise_test_${randomBytes(6).toString('hex')}`;
  const adminQuery = (text: string) => queryAs(postgresUrl, text);
  await adminQuery(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), 4);
  return {
    db,
    dataDir,
    databaseUrl: url.toString(),
    drop: async ({ closed = false } = {}) => {
      // A test may have closed it already; closing twice is not a failure of the test.
      if (!closed) await db.destroy().catch(() => {});
      await adminQuery(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function queryAs(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
