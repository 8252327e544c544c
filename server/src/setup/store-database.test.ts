import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testPostgresUrl } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';
import { dialectOf } from '../db/dialect';
import { prepareDatabase } from './prepare-database';

let testDatabase: TestDatabase;
afterAll(() => testDatabase?.drop());

describe('the store database', () => {
  it(`is ${testPostgresUrl ? 'PostgreSQL when DATABASE_URL is set' : 'SQLite in the data folder without DATABASE_URL'}, seeded once`, async () => {
    testDatabase = await createTestDatabase();
    await testDatabase.db.destroy();
    const config = {
      dataDir: testDatabase.dataDir,
      databaseUrl: testDatabase.databaseUrl,
      seed: 'demo',
      adminPin: '1111',
    } as const;
    const first = await prepareDatabase(config, new Date('2026-11-20T10:00:00Z'));
    expect(first.seeded).toBe(true);
    expect(dialectOf(first.db)).toBe(testPostgresUrl ? 'postgres' : 'sqlite');
    const orders = await first.db.selectFrom('orders').select('id').execute();
    expect(orders.length).toBeGreaterThan(100);
    await first.db.destroy();

    const again = await prepareDatabase(config, new Date('2026-11-22T10:00:00Z'));
    expect(again.seeded).toBe(false);
    expect((await again.db.selectFrom('orders').select('id').execute()).length).toBe(orders.length);
    await again.db.destroy();
    // Seeds the whole demo history, twice opened: minutes on a busy machine.
  }, 300_000);
});
