import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { openStoreDatabase, pendingMigrations } from '../db/database';
import { countRowsOf, listTables } from '../test/every-table';
import { schemaOf } from '../test/schema-shape';
import { loadFixture } from '../test/upgrade-fixture';
import { migrateDatabase } from './migrate-database';

// npm run migrate on a store written by an earlier release, on SQLite or PostgreSQL: the dry run as an operator runs
// it (scripts/migrate.ts), and the run.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

it('a dry run names the migrations to run and changes nothing; the run then runs them', async () => {
  const store = await loadFixture('before-030');
  await store.db.destroy();
  const config = { dataDir: store.dataDir, databaseUrl: store.databaseUrl };
  /** What the database holds: its schema, each table's rows, the migrations it has not had. */
  const stateNow = async () => {
    const db = openStoreDatabase(config, 'maintenance');
    try {
      const rows: Record<string, number> = {};
      for (const table of await listTables(db)) rows[table] = await countRowsOf(db, table);
      return { schema: await schemaOf(db), rows, pending: await pendingMigrations(db) };
    } finally {
      await db.destroy();
    }
  };
  const pending = [
    '029-demo-mark',
    '030-weights-in-product-units',
    '031-store-contact',
    '032-staff-email-optional',
    '033-replica-numbering-any-size',
    '034-running-totals-bigint',
    '035-thresholds-with-tax',
    '036-replica-numbered-in-order',
    '037-trade-accounts',
    '038-quotes',
    '039-layaways',
    '040-special-orders',
    '044-mail',
  ];
  try {
    const before = await stateNow();
    expect(before.pending).toEqual(pending);

    const env = { ...process.env, DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl ?? '' };
    const dry = await run(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts', '--dry-run'], { cwd: root, env });
    expect(dry.stdout).toContain('Would run 13 migration(s)');
    for (const name of pending) expect(dry.stdout).toContain(`  ${name}\n`);
    expect(await stateNow()).toEqual(before);

    // The run, as the script makes it (spawned once only: it takes seconds to start).
    expect(await migrateDatabase(config, { dryRun: false })).toEqual({ pending, applied: true, noDatabase: false });
    const after = await stateNow();
    expect(after.pending).toEqual([]);
    // 031 gave stores their phone and e-mail, 032 let staff go without one.
    expect(after.schema).not.toEqual(before.schema);
    expect(await migrateDatabase(config, { dryRun: false })).toEqual({
      pending: [],
      applied: false,
      noDatabase: false,
    });
  } finally {
    await store.drop({ closed: true });
  }
});
