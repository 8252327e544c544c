import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../build-test-app';
import type { TestApp } from '../build-test-app';
import { watchWrites } from './write-watch';
import type { WriteWatch } from './write-watch';

let t: TestApp;
let watch: WriteWatch;
beforeAll(async () => {
  t = await buildTestApp();
  watch = await watchWrites(t.db, t.dataDir);
});
afterAll(() => t?.close());

describe('the write watch the fuzz tests trust', () => {
  it('watches every table of the store', () => {
    expect(watch.tables).toEqual(expect.arrayContaining(['users', 'orders', 'products', 'audit_log', 'sessions']));
    expect(watch.tables).not.toContain('products_search_data');
  });

  it('sees a committed write, and which table it went to', async () => {
    const before = await watch.start();
    await t.db.updateTable('store').set({ name: 'Renamed' }).execute();
    // The replica's change log (and on PostgreSQL its numbering) is written by triggers in the same transaction.
    const { tables, files } = await watch.since(before);
    expect(files).toEqual([]);
    expect(tables).toContain('store');
    expect(tables.filter((table) => table !== 'store' && !table.startsWith('replica_'))).toEqual([]);
  });

  it('sees no write when the transaction that made it rolled back', async () => {
    const before = await watch.start();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.updateTable('store').set({ name: 'Never' }).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await watch.since(before)).toEqual({ tables: [], files: [] });
  });

  it('sees writes made through the app, and files added under the data folder', async () => {
    const cookie = await t.signInAs('admin');
    const before = await watch.start();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { cookie },
      payload: { name: 'Watched Customer' },
    });
    expect(response.statusCode).toBe(201);
    fs.writeFileSync(path.join(t.dataDir, 'stray.txt'), 'x');
    const writes = await watch.since(before);
    expect(writes.tables).toContain('customers');
    expect(writes.files).toEqual(['stray.txt']);
  });
});
