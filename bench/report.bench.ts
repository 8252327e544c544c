// Report query time on a generated two-store chain with 1,000,000 order lines over two years: every tab's service
// call for a 30-day and a 365-day range ending on the last day, for one store and for the whole chain, and the
// dashboard. Target: ≤ 150 ms p95 each on 2 cores. Beside the sales, what a chain's history holds: refunds of one
// sale in 50, a return without receipt (cash or store credit) in 150, gift cards sold and spent, store credit spent,
// a city tax on every line of the second store (lines with two taxes), and a closed shift a till a day with its voids.
// Also times rebuilding the rollups from them, and one line-level query (what a report without rollups would scan)
// for contrast. The same rows then go into PostgreSQL with fsync on, in a cluster the benchmark starts itself (or at
// BENCH_POSTGRES_URL), and the same calls are timed there, printed side by side.
import path from 'node:path';
import { sql } from 'kysely';
import { closeBus } from '../server/src/db/change-bus';
import { openDatabase, migrateToLatest } from '../server/src/db/database';
import { rebuildReportRollups } from '../server/src/db/report-rollups';
import { seedEmptyStore } from '../server/src/setup/seed/seed';
import { createTestDatabase } from '../server/src/test/test-database';
import { startBenchPostgres } from './postgres-cluster';
import { days } from './report-chain';
import { firstStoreOf, insertReferenceData, loadSalesIntoPostgres, loadSalesIntoSqlite } from './report-load';
import { printTable, timeReports } from './report-timing';
import { tempDataDir } from './support';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function onSqlite() {
  const data = tempDataDir('report');
  const db = openDatabase(data.dir);
  await migrateToLatest(db);
  await seedEmptyStore(db, new Date('2024-11-01T00:00:00Z'), {
    name: 'Admin',
    email: 'admin@example.com',
    pin: '1111',
  });
  let started = performance.now();
  const { products, stores } = await insertReferenceData(db, await firstStoreOf(db));
  const { orders, lines } = loadSalesIntoSqlite(path.join(data.dir, 'tillwise.db'), stores, products);
  console.log(
    `SQLite: ${lines} order lines in ${orders} orders over ${days} days, 2 stores, loaded in ${seconds(started)}`,
  );
  started = performance.now();
  await rebuildReportRollups(db);
  console.log(`SQLite: rollups rebuilt from the lines in ${seconds(started)}`);
  const timings = await timeReports(db);
  await db.destroy();
  if (process.env.BENCH_KEEP) console.log(`kept ${data.dir}`);
  else data.cleanup();
  return timings;
}

async function onPostgres(url: string) {
  const database = await createTestDatabase(url);
  const { db } = database;
  try {
    await migrateToLatest(db);
    await seedEmptyStore(db, new Date('2024-11-01T00:00:00Z'), {
      name: 'Admin',
      email: 'admin@example.com',
      pin: '1111',
    });
    let started = performance.now();
    const { products, stores } = await insertReferenceData(db, await firstStoreOf(db));
    const { orders, lines } = await loadSalesIntoPostgres(db, stores, products);
    console.log(`PostgreSQL: ${lines} order lines in ${orders} orders loaded in ${seconds(started)}`);
    started = performance.now();
    await rebuildReportRollups(db);
    // What autovacuum would do soon after a load this size; without it the planner guesses at the tables' sizes.
    await sql`analyze`.execute(db);
    console.log(`PostgreSQL: rollups rebuilt from the lines (and analyzed) in ${seconds(started)}`);
    return await timeReports(db);
  } finally {
    // The settings' change bus listens on a connection of its own, which the drop would cut from under it.
    await closeBus(db);
    await database.drop();
  }
}

export async function run() {
  const sqlite = await onSqlite();
  // Printed now too: PostgreSQL's load takes minutes, and what SQLite measured should not wait on it.
  printTable(sqlite, null);
  // PostgreSQL as a store runs it (fsync on): a cluster of the benchmark's own, or BENCH_POSTGRES_URL's.
  const given = process.env.BENCH_POSTGRES_URL || null;
  const cluster = given ? null : await startBenchPostgres();
  const url = given ?? cluster?.url ?? null;
  if (!url) {
    console.log('PostgreSQL: not installed here, skipped');
    return;
  }
  try {
    printTable(sqlite, await onPostgres(url));
  } finally {
    await cluster?.stop();
  }
}
