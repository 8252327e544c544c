import { afterAll, describe, expect, it } from 'vitest';
import { seedEmptyStore } from './seed';
import { now, seedTestDatabases } from './seed.fixtures';

// A new install's store: its first admin and nothing of the demo.
const { migratedDatabase, dropAll } = seedTestDatabases();
afterAll(dropAll);

describe('empty store seed', () => {
  it('has one admin and no demo data', async () => {
    const empty = await migratedDatabase();
    await seedEmptyStore(empty, now, { name: 'Store Admin', email: 'admin@example.com', pin: '1111' });
    expect(await empty.selectFrom('users').select('role').execute()).toEqual([{ role: 'admin' }]);
    expect(await empty.selectFrom('products').selectAll().execute()).toEqual([]);
    expect(await empty.selectFrom('orders').selectAll().execute()).toEqual([]);
    expect((await empty.selectFrom('store').select('is_demo').executeTakeFirstOrThrow()).is_demo).toBe(0);
  });
});
