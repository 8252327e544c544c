import type { AppConfig } from '../config';
import { migrateToLatest, openStoreDatabase } from '../db/database';
import type { Db } from '../db/database';
import { isSeeded, seedDemoStore, seedEmptyStore } from './seed/seed';

/**
 * Opens the store's database, brings its schema up to date and, only when it holds no store yet, seeds it:
 * the demo garden centre, or one admin for a new store. An existing store is never seeded again.
 */
export async function prepareDatabase(
  config: Pick<AppConfig, 'dataDir' | 'seed' | 'adminPin'> & { databaseUrl?: string | null },
  now: Date,
): Promise<{ db: Db; seeded: boolean }> {
  const db = openStoreDatabase(config);
  await migrateToLatest(db);
  if (await isSeeded(db)) return { db, seeded: false };
  if (config.seed === 'empty') {
    await seedEmptyStore(db, now, { name: 'Store Admin', email: 'admin@example.com', pin: config.adminPin });
  } else {
    await seedDemoStore(db, now);
  }
  return { db, seeded: true };
}
