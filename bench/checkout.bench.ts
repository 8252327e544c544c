// Checkout throughput, side by side in one run: a plain better-sqlite3 loop writing a sale's rows (one sale, and 32
// sales, per transaction: the ceiling); POST /api/sales on SQLite from 32 concurrent terminals over loopback HTTP, and
// sales arriving at a steady 100 per second (open loop); then on PostgreSQL with fsync on (a cluster of the
// benchmark's own) a plain loop writing a sale's rows there (checkout-postgres-plain.ts) over one store and over 20,
// and the API through `npm start`'s cluster mode with 1, 2 and 4 server processes: the same two loads on one store's
// till, and the 32 terminals spread over 20 stores' tills. Sales are numbered from the tills' blocks, as tills do.
// Prints (and records for docs/benchmarks.md) sales/s, latency percentiles and each API's ratio to its plain loop.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { cartTotals } from '../core/src/sale/cart-totals';
import { buildApp } from '../server/src/app';
import { prepareDatabase } from '../server/src/setup/prepare-database';
import { createTestDatabase } from '../server/src/test/test-database';
import { freePort, ServerProcess } from '../server/src/test/server-process';
import { openPostgres } from '../server/src/db/database';
import { startBenchPostgres } from './postgres-cluster';
import { recordFigure } from './bench-figures';
import { plainPostgresRate } from './checkout-postgres-plain';
import { benchPromotions, withPromotions } from './checkout-promotions';
import { chainTills } from './checkout-stores';
import type { BenchTill } from './checkout-stores';
import { percentile, tempDataDir } from './support';

const terminals = Number(process.env.BENCH_TERMINALS ?? 32);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

/** Sales over HTTP against this process's own app on SQLite: `terminals` closed-loop tills, or `rate` per second. */
export async function apiRate(
  load: { terminals: number } | { rate: number },
  postgresUrl: string | null = null,
  /** Called as the load starts and once it has finished (bench/profile-checkout.ts profiles that window). */
  window: { started?: () => unknown; finished?: () => unknown } = {},
) {
  const store = await createTestDatabase(postgresUrl);
  await store.db.destroy();
  const { db } = await prepareDatabase(
    { dataDir: store.dataDir, databaseUrl: store.databaseUrl, seed: 'demo', adminPin: '1111' },
    new Date(),
  );
  const app = await buildApp({ db, productName: 'Tillwise', dataDir: store.dataDir });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const products = await db.selectFrom('products').selectAll().orderBy('sku').limit(3).execute();
  const till = { tillId: 'till-1', cookie: await signInAdmin(url) };
  const result = await drive(url, [till], products, load, window);
  await app.close();
  await db.destroy();
  await store.drop({ closed: true });
  return result;
}

/** Signs in as the demo store's admin over HTTP; the session cookie. */
async function signInAdmin(url: string): Promise<string> {
  const signIn = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'user-admin', pin: '1111' }),
  });
  if (!signIn.ok) throw new Error(`Sign-in refused: ${signIn.status}`);
  return (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Runs the load generator (checkout-client.mjs, its own thread) against a server selling these products. */
async function drive(
  url: string,
  tills: BenchTill[],
  products: { id: string; price_cents: number; tax_rate_bps: number; category_id: string | null }[],
  load: { terminals: number } | { rate: number },
  window: { started?: () => unknown; finished?: () => unknown } = {},
) {
  const lines = products.map((product, index) => ({ productId: product.id, quantity: index + 1 }));
  const totalCents =
    benchPromotions > 0
      ? await withPromotions(url, tills[0]!.cookie, products, lines)
      : cartTotals(
          products.map((p, i) => ({ unitPriceCents: p.price_cents, quantity: i + 1, taxRate: p.tax_rate_bps / 100 })),
        ).totalCents;
  await window.started?.();
  const started = performance.now();
  const result = await new Promise<{ latencies: number[]; failures: number }>((resolve, reject) => {
    const worker = new Worker(path.join(import.meta.dirname, 'checkout-client.mjs'), {
      workerData: { url, tills, seconds, lines, totalCents, ...load },
    });
    // The client's keep-alive connections would keep its thread, and so this process, alive.
    worker.once('message', (message: { latencies: number[]; failures: number }) => {
      void worker.terminate();
      resolve(message);
    });
    worker.once('error', reject);
  });
  const elapsed = (performance.now() - started) / 1000;
  await window.finished?.();
  return {
    perSecond: Math.round(result.latencies.length / elapsed),
    p50: percentile(result.latencies, 50),
    p99: percentile(result.latencies, 99),
    failures: result.failures,
    count: result.latencies.length,
  };
}

/**
 * The same sales on PostgreSQL with fsync on, through `npm start`'s cluster mode with 1, 2 and 4 server processes
 * on one port: each from the same freshly seeded database (a template copy) with a chain of `chainStores` stores.
 */
async function postgresRates(baseUrl: string) {
  const template = `tillwise_bench_${Date.now()}`;
  const admin = openPostgres(baseUrl, 1);
  await sql.raw(`create database ${template}`).execute(admin);
  const templateUrl = withDatabase(baseUrl, template);
  const dataDir = tempDataDir('checkout-pg');
  const seeded = await prepareDatabase(
    { dataDir: dataDir.dir, databaseUrl: templateUrl, seed: 'demo', adminPin: '1111' },
    new Date(),
  );
  const products = await seeded.db.selectFrom('products').selectAll().orderBy('sku').limit(3).execute();
  const tills = await chainTills(seeded.db, dataDir.dir, chainStores);
  const firstTill = tills.filter((till) => till.tillId === 'till-1');
  await seeded.db.destroy();
  const rows: {
    workers: number;
    closed: Awaited<ReturnType<typeof drive>>;
    open: Awaited<ReturnType<typeof drive>>;
    stores: Awaited<ReturnType<typeof drive>>;
  }[] = [];
  try {
    for (const workers of postgresWorkers) {
      const name = `${template}_w${workers}`;
      await sql.raw(`create database ${name} template ${template}`).execute(admin);
      const server = new ServerProcess(await freePort(), {
        DATABASE_URL: withDatabase(baseUrl, name),
        DATA_DIR: dataDir.dir,
        TILLWISE_WORKERS: String(workers),
      });
      await server.start();
      try {
        const closed = await drive(server.url, firstTill, products, { terminals });
        const open = await drive(server.url, firstTill, products, { rate: openLoopRate });
        const stores = await drive(server.url, tills, products, { terminals });
        rows.push({ workers, closed, open, stores });
      } finally {
        await server.stop();
      }
      await sql.raw(`drop database ${name} with (force)`).execute(admin);
    }
  } finally {
    await sql.raw(`drop database if exists ${template} with (force)`).execute(admin);
    await admin.destroy();
    dataDir.cleanup();
  }
  return rows;
}

/** The plain loop on a fresh database of the cluster's own, over `stores` stores. */
async function plainPostgres(baseUrl: string, stores: number) {
  const name = `tillwise_bench_plain_${Date.now()}`;
  const admin = openPostgres(baseUrl, 1);
  await sql.raw(`create database ${name}`).execute(admin);
  try {
    return await plainPostgresRate(withDatabase(baseUrl, name), stores, terminals, seconds);
  } finally {
    await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
    await admin.destroy();
  }
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** The same rows a sale writes (order, 3 lines, payment, 3 stock moves and stock updates) with raw statements. */
export function plainLoopRate(salesPerTransaction: number) {
  const data = tempDataDir('plain');
  const sqlite = new SQLite(path.join(data.dir, 'plain.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.exec(`
    create table orders (id text primary key, number text unique, total integer, created_at text);
    create table order_lines (id text primary key, order_id text, product_id text, quantity integer, total integer);
    create table payments (id text primary key, order_id text, method text, amount integer);
    create table stock_movements (id text primary key, product_id text, quantity_change integer, reference text);
    create table products (id text primary key, stock integer);
    create table counters (name text primary key, value integer);
    insert into products values ('a', 1000000), ('b', 1000000), ('c', 1000000);
    insert into counters values ('order_number', 1000);
  `);
  const nextNumber = sqlite.prepare(
    "update counters set value = value + 1 where name = 'order_number' returning value",
  );
  const insertOrder = sqlite.prepare('insert into orders values (?, ?, ?, ?)');
  const insertLine = sqlite.prepare('insert into order_lines values (?, ?, ?, ?, ?)');
  const insertPayment = sqlite.prepare('insert into payments values (?, ?, ?, ?)');
  const insertMovement = sqlite.prepare('insert into stock_movements values (?, ?, ?, ?)');
  const moveStock = sqlite.prepare('update products set stock = stock + ? where id = ?');
  const writeSale = () => {
    const id = randomUUID();
    const { value } = nextNumber.get() as { value: number };
    insertOrder.run(id, `ORD-${value}`, 1234, new Date().toISOString());
    for (const product of ['a', 'b', 'c']) {
      insertLine.run(randomUUID(), id, product, 1, 411);
      insertMovement.run(randomUUID(), product, -1, id);
      moveStock.run(-1, product);
    }
    insertPayment.run(randomUUID(), id, 'card', 1234);
  };
  const writeBatch = sqlite.transaction((count: number) => {
    for (let i = 0; i < count; i += 1) writeSale();
  });
  let sales = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    writeBatch(salesPerTransaction);
    sales += salesPerTransaction;
  }
  const perSecond = Math.round(sales / ((performance.now() - started) / 1000));
  sqlite.close();
  data.cleanup();
  return perSecond;
}

const openLoopRate = Number(process.env.BENCH_RATE ?? 100);
/** Server processes on PostgreSQL, a row each (BENCH_POSTGRES_WORKERS=2: that one); BENCH_POSTGRES_ONLY=1 skips SQLite. */
const postgresWorkers = (process.env.BENCH_POSTGRES_WORKERS ?? '1,2,4').split(',').map(Number);
const postgresOnly = process.env.BENCH_POSTGRES_ONLY === '1';
/** The stores the chain rows spread their tills over. */
const chainStores = Number(process.env.BENCH_STORES ?? 20);

const row = (label: string, result: Awaited<ReturnType<typeof drive>>) =>
  `${label.padEnd(52)} ${String(result.perSecond).padStart(6)} sales/s  p50 ${result.p50.toFixed(2).padStart(7)} ms  ` +
  `p99 ${result.p99.toFixed(2).padStart(7)} ms  (${result.count} sales, ${result.failures} failed)`;

/** Prints a row and records its figures: sales/s (with failures), and p50 and p99 when `latency` says so. */
function report(label: string, result: Awaited<ReturnType<typeof drive>>, targets: { p99?: string } = {}) {
  console.log(row(label, result));
  const failed = result.failures > 0 ? ` (${result.failures} failed)` : '';
  recordFigure(`${label}: sales/s`, `${result.perSecond}${failed}`);
  recordFigure(`${label}: p50 / p99`, `${result.p50.toFixed(2)} / ${result.p99.toFixed(2)} ms`, targets.p99 ?? '');
}

const ratio = (api: number, plain: number) => (api / plain).toFixed(2);

export async function run() {
  if (!postgresOnly) await sqliteRates();
  await postgresRows();
}

async function sqliteRates() {
  const api = await apiRate({ terminals });
  const open = await apiRate({ rate: openLoopRate });
  const plainOne = plainLoopRate(1);
  const plainBatch = plainLoopRate(32);
  for (const [label, perSecond] of [
    ['plain better-sqlite3 loop, 1 sale per transaction', plainOne],
    ['plain better-sqlite3 loop, 32 sales per transaction', plainBatch],
  ] as const) {
    console.log(`${label.padEnd(52)} ${String(perSecond).padStart(6)} sales/s`);
    recordFigure(`${label}: sales/s`, String(perSecond));
  }
  if (benchPromotions > 0)
    console.log(`With ${benchPromotions} active promotions (BENCH_PROMOTIONS), one on every sale`);
  report(`SQLite: POST /api/sales, ${terminals} terminals, ${seconds}s`, api);
  report(`SQLite: open loop at ${openLoopRate} sales/s, ${seconds}s`, open, { p99: 'p99 ≤ 10 ms' });
  console.log(`SQLite API / plain loop (1 per transaction): ${ratio(api.perSecond, plainOne)}`);
  recordFigure('SQLite API / plain loop (1 sale per transaction)', ratio(api.perSecond, plainOne), '≥ 0.50');
}

async function postgresRows() {
  // PostgreSQL as a store runs it (fsync on): a cluster of the benchmark's own, or BENCH_POSTGRES_URL's.
  const given = process.env.BENCH_POSTGRES_URL || null;
  const cluster = given ? null : await startBenchPostgres();
  const postgresUrl = given ?? cluster?.url ?? null;
  if (!postgresUrl) {
    console.log('PostgreSQL: not installed here, skipped');
    return;
  }
  try {
    const plain = { one: await plainPostgres(postgresUrl, 1), chain: await plainPostgres(postgresUrl, chainStores) };
    for (const [label, { perSecond, failures }] of [
      [`PostgreSQL plain loop, 1 store, ${terminals} connections`, plain.one],
      [`PostgreSQL plain loop, ${chainStores} stores, ${terminals} connections`, plain.chain],
    ] as const) {
      console.log(`${label.padEnd(52)} ${String(perSecond).padStart(6)} sales/s  (${failures} failed)`);
      recordFigure(`${label}: sales/s`, String(perSecond));
    }
    for (const { workers, closed, open: steady, stores } of await postgresRates(postgresUrl)) {
      const label = `PostgreSQL (fsync on), ${workers} worker${workers === 1 ? '' : 's'}`;
      report(`${label}: ${terminals} terminals, 1 store`, closed);
      report(`${label}: open loop at ${openLoopRate}/s, 1 store`, steady, { p99: 'p99 ≤ 10 ms' });
      report(`${label}: ${terminals} terminals, ${chainStores} stores`, stores);
      const oneStore = ratio(closed.perSecond, plain.one.perSecond);
      const chain = ratio(stores.perSecond, plain.chain.perSecond);
      console.log(`${label}: API / plain loop, 1 store ${oneStore}; ${chainStores} stores ${chain}`);
      recordFigure(`${label}: API / plain loop, 1 store`, oneStore, 'near the plain loop');
      recordFigure(`${label}: API / plain loop, ${chainStores} stores`, chain, 'scales past one store');
    }
  } finally {
    await cluster?.stop();
  }
}
