import fs from 'node:fs';
import type { AppConfig } from '../config';
import { databaseFile, migrateToLatest, openStoreDatabase, pendingMigrations } from '../db/database';

export interface MigrationRun {
  /** The migrations the database had not had, in the order they run. */
  pending: string[];
  /** Whether they were run (not on a dry run, nor when there were none). */
  applied: boolean;
  /** No database there yet: `npm start` creates and seeds it. */
  noDatabase: boolean;
}

/**
 * Brings a store's database to this version's schema without starting the server, for an operator who migrates
 * before starting (npm run migrate); with `dryRun`, only says what would run and changes nothing. Never seeds.
 */
export async function migrateDatabase(
  config: Pick<AppConfig, 'dataDir'> & { databaseUrl?: string | null },
  { dryRun }: { dryRun: boolean },
): Promise<MigrationRun> {
  if (!config.databaseUrl && !fs.existsSync(databaseFile(config.dataDir))) {
    return { pending: [], applied: false, noDatabase: true };
  }
  const db = openStoreDatabase(config, 'maintenance');
  try {
    const pending = await pendingMigrations(db);
    if (dryRun || pending.length === 0) return { pending, applied: false, noDatabase: false };
    await migrateToLatest(db);
    return { pending, applied: true, noDatabase: false };
  } finally {
    await db.destroy();
  }
}
