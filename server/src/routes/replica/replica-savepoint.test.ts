import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupCommit } from '../../db/group-commit';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { replicaChangesSince, replicaCursor, setStoreOneStock } from '../../test/replica-client';

let t: TestApp;
let cashier: string;
let products: string[];

beforeAll(async () => {
  t = await buildTestApp();
  cashier = await t.signInAs('cashier');
  products = (await t.db.selectFrom('products').select('id').orderBy('id').execute()).map((row) => row.id);
});
afterAll(() => t?.close());

const cursorNow = () => replicaCursor(t, cashier);
const changesSince = (cursor: number) => replicaChangesSince(t, cashier, cursor);
const setStock = setStoreOneStock;

describe('the change log', () => {
  it('forgets a change rolled back with its savepoint, and logs the next one in the same transaction', async () => {
    const [a, b] = products as [string, string];
    const cursor = await cursorNow();
    // Concurrent writes share one transaction, each in its own savepoint; the first fails and is rolled back.
    const writer = new GroupCommit(t.db);
    const failed = writer.run(async (trx) => {
      await setStock(trx, a, 11);
      throw new Error('refused');
    });
    const kept = writer.run((trx) => setStock(trx, b, 12));
    await expect(failed).rejects.toThrow('refused');
    await kept;
    expect((await changesSince(cursor)).products).toMatchObject([{ id: b, stock: 12 }]);
  });
});
