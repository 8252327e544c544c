import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DemoEditionName } from '../config';
import { databaseFile, migrateToLatest, openDatabase, openPostgres } from '../db/database';
import type { Db } from '../db/database';
import { seedDemoStore } from '../setup/seed/seed';

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
 * The demo store, migrated and seeded once for the whole test run by its global set-up (seeded-template.ts): a SQLite
 * data folder, or a database on the PostgreSQL server, that each test file copies instead of seeding its own.
 */
export interface SeededTemplate {
  /** The data folder holding the seeded SQLite file (on SQLite). */
  sqliteDir: string | null;
  /** The seeded database on the test PostgreSQL server (on PostgreSQL). */
  postgresName: string | null;
  /** The seed's `now`, an ISO instant. */
  seededAt: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate | null;
  }
}

/**
 * A new, empty database of its own for one test file (or benchmark): a SQLite file, or a fresh database on the
 * PostgreSQL server; a copy of `template` when one is given.
 */
export async function createTestDatabase(
  postgresUrl = testPostgresUrl,
  template: SeededTemplate | null = null,
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillwise-test-'));
  if (!postgresUrl) {
    if (template?.sqliteDir) {
      // Closed cleanly, the template is one file; a -wal beside it would be copied with it.
      for (const file of [databaseFile(template.sqliteDir), `${databaseFile(template.sqliteDir)}-wal`]) {
        if (fs.existsSync(file)) fs.copyFileSync(file, path.join(dataDir, path.basename(file)));
      }
    }
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
  await adminQuery(`create database ${name}${template?.postgresName ? ` template ${template.postgresName}` : ''}`);
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

/**
 * A database of the demo store, seeded today, of its own for one test file: a copy of the run's seeded template
 * (the US demo) when it has one of this database's kind, or else migrated and seeded here (the UK demo always is).
 */
export async function createSeededTestDatabase(demo: DemoEditionName = 'us'): Promise<TestDatabase> {
  const template = demo === 'us' ? await runTemplate() : null;
  const usable =
    template &&
    (testPostgresUrl ? template.postgresName : template.sqliteDir) &&
    // Seeded on another day (a run across midnight), its history would end yesterday: seed afresh instead.
    new Date(template.seededAt).toDateString() === new Date().toDateString();
  if (usable) return createTestDatabase(testPostgresUrl, template);
  const testDatabase = await createTestDatabase();
  await migrateToLatest(testDatabase.db);
  await seedDemoStore(testDatabase.db, new Date(), demo);
  return testDatabase;
}

/** The template the run's global set-up provided, under vitest; none for a benchmark or a script. */
async function runTemplate(): Promise<SeededTemplate | null> {
  if (!process.env.VITEST) return null;
  const { inject } = await import('vitest');
  return inject('seededTemplate') ?? null;
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
