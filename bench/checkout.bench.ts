// Checkout throughput: N concurrent terminals POST sales over loopback HTTP for a few seconds against a temporary
// database; the latency tills see when sales arrive at a steady 100 per second (open loop); and beside them the same rows written by a plain better-sqlite3 loop (one transaction per sale, and 32
// sales per transaction): the ceiling. Prints sales/s, latency percentiles and the ratio to the ceiling.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { cartTotals } from '../core/src/sale/cart-totals';
import { buildApp } from '../server/src/app';
import { prepareDatabase } from '../server/src/db/prepare-database';
import { createTestDatabase } from '../server/src/test/test-database';
import { percentile, tempDataDir } from './support';

const terminals = Number(process.env.BENCH_TERMINALS ?? 32);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

/** Sales over HTTP: `terminals` closed-loop tills, or sales arriving at `rate` per second (open loop). */
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
  const admin = await db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow();
  const signIn = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: admin.id, pin: '1111' }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const products = await db.selectFrom('products').selectAll().orderBy('sku').limit(3).execute();
  const lines = products.map((product, index) => ({ productId: product.id, quantity: index + 1 }));
  const totalCents = cartTotals(
    products.map((p, i) => ({ unitPriceCents: p.price_cents, quantity: i + 1, taxRate: p.tax_rate_bps / 100 })),
  ).totalCents;

  await window.started?.();
  const started = performance.now();
  const result = await new Promise<{ latencies: number[]; failures: number }>((resolve, reject) => {
    const worker = new Worker(path.join(import.meta.dirname, 'checkout-client.mjs'), {
      workerData: { url, cookie, seconds, lines, totalCents, ...load },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const elapsed = (performance.now() - started) / 1000;
  await window.finished?.();
  await app.close();
  await store.drop({ closed: true });
  return {
    perSecond: Math.round(result.latencies.length / elapsed),
    p50: percentile(result.latencies, 50),
    p99: percentile(result.latencies, 99),
    failures: result.failures,
    count: result.latencies.length,
  };
}

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
// The same checkout on PostgreSQL, beside SQLite, when a server is given (e.g. the one .ci/run or
// scripts/postgres-test-cluster.sh starts).
const postgresUrl = process.env.BENCH_POSTGRES_URL || process.env.TILLWISE_TEST_POSTGRES_URL || null;

export async function run() {
  const api = await apiRate({ terminals });
  const open = await apiRate({ rate: openLoopRate });
  const plainOne = plainLoopRate(1);
  const plainBatch = plainLoopRate(32);
  console.log(`plain better-sqlite3 loop, 1 sale per transaction      ${String(plainOne).padStart(7)} sales/s`);
  console.log(`plain better-sqlite3 loop, 32 sales per transaction    ${String(plainBatch).padStart(7)} sales/s`);
  console.log(
    `POST /api/sales, ${terminals} terminals over HTTP, ${seconds}s        ${String(api.perSecond).padStart(7)} sales/s  ` +
      `p50 ${api.p50.toFixed(2)} ms  p99 ${api.p99.toFixed(2)} ms  (${api.count} sales, ${api.failures} failed)`,
  );
  console.log(
    `POST /api/sales, open loop at ${openLoopRate} sales/s, ${seconds}s       ${String(open.perSecond).padStart(7)} sales/s  ` +
      `p50 ${open.p50.toFixed(2)} ms  p99 ${open.p99.toFixed(2)} ms  (${open.count} sales, ${open.failures} failed)`,
  );
  console.log(`API / plain loop (1 per transaction): ${(api.perSecond / plainOne).toFixed(2)}`);
  if (!postgresUrl) return;
  const onPostgres = await apiRate({ terminals }, postgresUrl);
  const openOnPostgres = await apiRate({ rate: openLoopRate }, postgresUrl);
  console.log(
    `PostgreSQL: POST /api/sales, ${terminals} terminals            ${String(onPostgres.perSecond).padStart(7)} sales/s  ` +
      `p50 ${onPostgres.p50.toFixed(2)} ms  p99 ${onPostgres.p99.toFixed(2)} ms  (${onPostgres.failures} failed)`,
  );
  console.log(
    `PostgreSQL: open loop at ${openLoopRate} sales/s                 ${String(openOnPostgres.perSecond).padStart(7)} sales/s  ` +
      `p50 ${openOnPostgres.p50.toFixed(2)} ms  p99 ${openOnPostgres.p99.toFixed(2)} ms  (${openOnPostgres.failures} failed)`,
  );
}
