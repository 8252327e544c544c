import type { ReplicaChanges } from '@tillwise/core/replica/replica-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/database';
import { GroupCommit } from '../../db/group-commit';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

let t: TestApp;
let cashier: string;
let products: string[];

beforeAll(async () => {
  t = await buildTestApp();
  cashier = await t.signInAs('cashier');
  products = (await t.db.selectFrom('products').select('id').orderBy('id').execute()).map((row) => row.id);
});
afterAll(() => t?.close());

const cursorNow = async (): Promise<number> =>
  (await t.app.inject({ method: 'GET', url: '/api/replica/cursor', headers: { cookie: cashier } })).json().cursor;
const changesSince = async (cursor: number): Promise<ReplicaChanges> =>
  (
    await t.app.inject({ method: 'GET', url: `/api/replica/changes?cursor=${cursor}`, headers: { cookie: cashier } })
  ).json();
const setStock = (db: Executor, id: string, quantity: number) =>
  db
    .updateTable('store_stock')
    .set({ quantity })
    .where('store_id', '=', 'store-1')
    .where('product_id', '=', id)
    .execute();

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
