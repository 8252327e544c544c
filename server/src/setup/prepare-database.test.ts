import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from './prepare-database';
import { productsInStore, setStock } from '../test/store-stock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillwise-prepare-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const count = async (db: Awaited<ReturnType<typeof prepareDatabase>>['db'], table: 'orders' | 'users' | 'products') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('prepareDatabase', () => {
  it('seeds an empty data folder once; a restart keeps everything and never seeds again', async () => {
    const dataDir = tempDir();
    const first = await prepareDatabase({ dataDir, seed: 'demo', adminPin: '1111' }, new Date('2026-11-20T10:00:00Z'));
    expect(first.seeded).toBe(true);
    const plant = await first.db
      .selectFrom('products')
      .select('id')
      .where('sku', '=', 'PLT-001')
      .executeTakeFirstOrThrow();
    await setStock(first.db, plant.id, 777);
    const orders = await count(first.db, 'orders');
    await first.db.destroy();

    const second = await prepareDatabase({ dataDir, seed: 'demo', adminPin: '1111' }, new Date('2026-11-22T10:00:00Z'));
    expect(second.seeded).toBe(false);
    expect(await count(second.db, 'orders')).toBe(orders);
    expect(await count(second.db, 'users')).toBe(5);
    const product = await productsInStore(second.db).where('sku', '=', 'PLT-001').executeTakeFirstOrThrow();
    expect(product.stock).toBe(777);
    await second.db.destroy();
    expect(fs.existsSync(path.join(dataDir, 'tillwise.db'))).toBe(true);
  });

  it('seeds the UK demo when TILLWISE_DEMO asks for it', async () => {
    const { db } = await prepareDatabase(
      { dataDir: tempDir(), seed: 'demo', demo: 'uk', adminPin: '1111' },
      new Date('2026-11-20T10:00:00Z'),
    );
    const stores = await db.selectFrom('store').select(['locale', 'currency', 'prices_include_tax']).execute();
    expect(stores).toEqual([
      { locale: 'en-GB', currency: 'GBP', prices_include_tax: 1 },
      { locale: 'en-GB', currency: 'GBP', prices_include_tax: 1 },
    ]);
    await db.destroy();
  });

  it('starts an empty store with only one admin', async () => {
    const { db } = await prepareDatabase({ dataDir: tempDir(), seed: 'empty', adminPin: '5678' }, new Date());
    expect(await count(db, 'users')).toBe(1);
    expect(await count(db, 'products')).toBe(0);
    expect(await count(db, 'orders')).toBe(0);
    await db.destroy();
  });

  it('opens the database in WAL mode', async () => {
    const dataDir = tempDir();
    const { db } = await prepareDatabase({ dataDir, seed: 'empty', adminPin: '1111' }, new Date());
    await db.destroy();
    // The WAL journal mode is persistent in the file header: a fresh handle reads it back.
    const SQLite = (await import('better-sqlite3')).default;
    const raw = new SQLite(path.join(dataDir, 'tillwise.db'));
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
  });
});
