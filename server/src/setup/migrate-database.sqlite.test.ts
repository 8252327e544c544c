import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { migrateDatabase } from './migrate-database';

// npm run migrate where no store has been started yet (SQLite: no database file in the data folder).
it('with no SQLite database yet it says so and creates nothing', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillwise-migrate-'));
  expect(await migrateDatabase({ dataDir }, { dryRun: false })).toEqual({
    pending: [],
    applied: false,
    noDatabase: true,
  });
  expect(fs.readdirSync(dataDir)).toEqual([]);
  fs.rmSync(dataDir, { recursive: true });
});
