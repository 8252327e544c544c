import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { databaseFile, openDatabase, openPostgres } from '../db/database';
import { postgresBin } from './postgres-cluster';
import { testPostgresUrl } from './test-database';

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

/** The fixture loaded into a database of this test's own. */
export async function loadFixture(name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tillwise-upgrade-${name}-`));
  if (!testPostgresUrl) {
    fs.writeFileSync(
      databaseFile(dataDir),
      gunzipSync(fs.readFileSync(path.join(fixturesDir, name, 'tillwise.db.gz'))),
    );
    return {
      db: openDatabase(dataDir),
      databaseUrl: null as string | null,
      dataDir,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = `tillwise_upgrade_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(testPostgresUrl, 1);
  await sql.raw(`create database ${database}`).execute(admin);
  const url = new URL(testPostgresUrl);
  url.pathname = `/${database}`;
  execFileSync(path.join(postgresBin()!, 'psql'), ['-q', '-v', 'ON_ERROR_STOP=1', '-d', url.toString()], {
    input: gunzipSync(fs.readFileSync(path.join(fixturesDir, name, 'postgres.sql.gz'))),
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  return {
    db: openPostgres(url.toString(), 4),
    databaseUrl: url.toString(),
    dataDir,
    drop: async () => {
      await sql.raw(`drop database if exists ${database} with (force)`).execute(admin);
      await admin.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
