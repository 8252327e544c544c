import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { databaseFile, migrationNames, openDatabase } from '../db/database';
import { postgresBin } from './postgres-cluster';
import { createTestDatabase, testPostgresUrl } from './test-database';
import type { TestDatabase } from './test-database';

// The databases earlier releases wrote (scripts/write-upgrade-fixture.sh), loaded for a test: the SQLite file into
// a data folder, or the pg_dump into a database of the test PostgreSQL server.

const fixturesDir = path.join(import.meta.dirname, 'upgrade-fixtures');

/** The fixtures' names, oldest release first: before-0NN is the database of the last release before migration 0NN. */
export const allUpgradeFixtures = () =>
  fs
    .readdirSync(fixturesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The migration a fixture's release was the last before: 45 for before-045. */
export function fixtureMigrationNumber(name: string): number {
  const number = /^before-(\d{3})$/.exec(name)?.[1];
  if (!number) throw new Error(`An upgrade fixture is named before-0NN, after the migration it precedes: ${name}`);
  return Number(number);
}

const numberOf = (migration: string) => Number(migration.slice(0, 3));
/** The number of this version's latest migration. */
export const latestMigrationNumber = () => Math.max(...migrationNames.map(numberOf));
/** The migration a fixture's release was the last before, by name ('045-…'), once this version has it. */
export const migrationAfterFixture = (name: string) =>
  migrationNames.find((migration) => numberOf(migration) === fixtureMigrationNumber(name));

/**
 * The fixtures this version has a migration to take through, oldest first. A fixture is written by the release
 * before a migration that is about to be merged, so until it is, the newest fixture has nothing pending here: it
 * waits (waitingUpgradeFixtures) rather than pass a test of an upgrade that did nothing.
 */
export const upgradeFixtures = () =>
  allUpgradeFixtures().filter((name) => fixtureMigrationNumber(name) <= latestMigrationNumber());
export const waitingUpgradeFixtures = () =>
  allUpgradeFixtures().filter((name) => fixtureMigrationNumber(name) > latestMigrationNumber());

/**
 * The fixture loaded into a database of this test's own: on SQLite the release's file in a data folder of its own,
 * on PostgreSQL the release's dump loaded into a new database (createTestDatabase's, dropped the same way). Its
 * `db` is the caller's to close; then `drop({ closed: true })`.
 */
export async function loadFixture(name: string): Promise<TestDatabase> {
  const fixture = (file: string) => gunzipSync(fs.readFileSync(path.join(fixturesDir, name, file)));
  if (testPostgresUrl) {
    const store = await createTestDatabase();
    execFileSync(path.join(postgresBin()!, 'psql'), ['-q', '-v', 'ON_ERROR_STOP=1', '-d', store.databaseUrl!], {
      input: fixture('postgres.sql.gz'),
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    return store;
  }
  // The release's file must be in place before anything opens the folder's database.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tillwise-upgrade-${name}-`));
  fs.writeFileSync(databaseFile(dataDir), fixture('tillwise.db.gz'));
  return {
    db: openDatabase(dataDir),
    dataDir,
    databaseUrl: null,
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}
