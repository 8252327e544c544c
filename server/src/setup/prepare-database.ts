import type { AppConfig } from '../config';
import { migrateToLatest, openStoreDatabase } from '../db/database';
import type { Db } from '../db/database';
import { probeRead } from '../db/database-health';
import { isDatabaseOutage } from '../db/outage';
import { isSeeded, seedDemoStore, seedEmptyStore } from './seed/seed';

// While the database cannot be reached at start (a host reboot that starts Tillwise before PostgreSQL), it is
// tried again this often, for as long as it takes.
const startRetryMs = 1_000;

/**
 * Opens the store's database, waiting for it when it cannot be reached yet (but not when it refuses us), brings its schema up to date and, only
 * when it holds no store yet, seeds it: the demo garden centre (US, or UK with TILLWISE_DEMO=uk), or one admin for a
 * new store. An existing store is never seeded again. Migrations and the seed run without the API's statement timeout; on PostgreSQL the database
 * handed back has it.
 */
export async function prepareDatabase(
  config: Pick<AppConfig, 'dataDir' | 'seed' | 'adminPin'> & Partial<Pick<AppConfig, 'demo' | 'databaseUrl'>>,
  now: Date,
  onWaiting: (reason: string) => void = () => undefined,
): Promise<{ db: Db; seeded: boolean }> {
  const maintenance = openStoreDatabase(config, 'maintenance');
  const seeded = await migrateAndSeed(maintenance, config, now, onWaiting).catch(async (error: unknown) => {
    await maintenance.destroy().catch(() => undefined);
    throw error;
  });
  if (!config.databaseUrl) return { db: maintenance, seeded };
  await maintenance.destroy();
  return { db: openStoreDatabase(config), seeded };
}

async function migrateAndSeed(
  db: Db,
  config: Pick<AppConfig, 'seed' | 'adminPin'> & Partial<Pick<AppConfig, 'demo'>>,
  now: Date,
  onWaiting: (reason: string) => void,
): Promise<boolean> {
  for (let waited = false; ; waited = true) {
    const reached = await probeRead(db);
    if (reached.ok) break;
    // A wrong address or password is not waited out: it is said at once.
    if (!isDatabaseOutage(reached.error)) throw reached.error;
    if (!waited) onWaiting(reached.reason);
    await new Promise((resolve) => setTimeout(resolve, startRetryMs));
  }
  await migrateToLatest(db);
  if (await isSeeded(db)) return false;
  if (config.seed === 'empty') {
    await seedEmptyStore(db, now, { name: 'Store Admin', email: 'admin@example.com', pin: config.adminPin });
  } else {
    await seedDemoStore(db, now, config.demo);
  }
  return true;
}
