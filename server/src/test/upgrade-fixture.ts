import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { databaseFile, openDatabase } from '../db/database';
import { postgresBin } from './postgres-cluster';
import { createTestDatabase, testPostgresUrl } from './test-database';
import type { TestDatabase } from './test-database';

// The databases earlier releases wrote (scripts/write-upgrade-fixture.sh), loaded for a test: the SQLite file into
// a data folder, or the pg_dump into a database of the test PostgreSQL server.

const fixturesDir = path.join(import.meta.dirname, 'upgrade-fixtures');

/** The fixtures' names, oldest release first. */
export const upgradeFixtures = () =>
  fs
    .readdirSync(fixturesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

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
