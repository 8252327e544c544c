import type { DemoEditionName } from '../../config';
import { migrateToLatest } from '../../db/database';
import { createTestDatabase } from '../../test/test-database';
import { seedDemoStore } from './seed';

/** The instant the seed-*.test.ts files seed at: the demo history ends on this day. */
export const now = new Date('2026-11-22T12:00:00Z');

/**
 * Makes a test file's databases, migrated and, when asked, seeded with the demo store at `now` (the US edition
 * unless told); drops them all.
 */
export function seedTestDatabases() {
  const drops: (() => Promise<void>)[] = [];
  async function migratedDatabase() {
    const { db, drop } = await createTestDatabase();
    drops.push(drop);
    await migrateToLatest(db);
    return db;
  }
  async function seededDatabase(edition: DemoEditionName = 'us') {
    const db = await migratedDatabase();
    await seedDemoStore(db, now, edition);
    return db;
  }
  async function dropAll() {
    for (const drop of drops) await drop();
  }
  return { migratedDatabase, seededDatabase, dropAll };
}
