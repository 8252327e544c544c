// The offline till in Chromium against a real Tillwise server: (1) the till's replica (ReplicaSync with its search
// worker) takes its first snapshot of 100,000 products into IndexedDB, then starts again from what IndexedDB kept;
// (2) 1,000 sales taken offline wait in the till's outbox and flushOutbox() sends them, then sends them all again as
// a till that never heard the answers would: the server must hold each sale exactly once.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { databaseFile } from '../server/src/db/database';
import { prepareDatabase } from '../server/src/setup/prepare-database';
import { createRandom } from '../server/src/setup/seed/random';
import { gardenProduct } from './garden-catalogue';
import type { FlushFigures, OfflineTillSetup, QueuedSales, ReplicaLoadFigures } from './offline-till-figures';
import { bundlePage, chromiumFlags, contentTypes } from './browser-page';
import { freePort } from '../server/src/test/server-process';
import { tempDataDir } from './support';

const catalogueSize = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const salesCount = Number(process.env.BENCH_SALES ?? 1_000);
const root = path.join(import.meta.dirname, '..');
const storeId = 'store-1';
const signIn = { userId: 'user-admin', pin: '1111' }; // the demo chain's admin (server/src/setup/seed/demo-catalog.ts)
const replicaTimeoutMs = 180_000;
const syncTimeoutMs = 300_000;
/** The garden catalogue's categories the demo chain lacks (bench/garden-catalogue.ts). */
const extraCategories = [
  { id: 'cat-edibles', name: 'Edibles', color: '#65a30d', icon: 'Sprout' },
  { id: 'cat-compost', name: 'Compost & Feed', color: '#57534e', icon: 'Layers' },
  { id: 'cat-outdoor', name: 'Outdoor Living', color: '#0e7490', icon: 'Armchair' },
];

/**
 * The demo chain, topped up with garden products to `catalogueSize`, written straight into the SQLite file before
 * the server opens it (one transaction, prepared statements). Their triggers log each row in the replica's change
 * log too; that is all before the cursor a snapshot starts from, so the snapshot reads them as rows, by id.
 */
async function prepareStore(dataDir: string): Promise<{ demoProducts: number; inserted: number; ms: number }> {
  const { db } = await prepareDatabase({ dataDir, seed: 'demo', adminPin: '1111' }, new Date());
  await db.destroy();
  const sqlite = new SQLite(databaseFile(dataDir));
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    const demoProducts = (sqlite.prepare('select count(*) as n from products').get() as { n: number }).n;
    const inserted = Math.max(0, catalogueSize - demoProducts);
    const now = new Date().toISOString();
    const addCategory = sqlite.prepare(
      'insert or ignore into categories (id, name, color, icon, sort_order) values (@id, @name, @color, @icon, 100)',
    );
    const addProduct = sqlite.prepare(`insert into products (id, name, sku, barcode, price_cents, cost_cents,
        tax_rate_bps, category_id, image, reorder_level, description, supplier, is_active, created_at, updated_at)
      values (@id, @name, @sku, @barcode, @priceCents, @costCents, @taxRateBps, @categoryId, null, @reorderLevel,
        @description, @supplier, @isActive, @now, @now)`);
    const addStock = sqlite.prepare('insert into store_stock (store_id, product_id, quantity) values (?, ?, ?)');
    const started = performance.now();
    sqlite.transaction(() => {
      for (const category of extraCategories) addCategory.run(category);
      const random = createRandom(7);
      for (let n = 0; n < inserted; n += 1) {
        const product = gardenProduct(n, random);
        addProduct.run({
          ...product,
          taxRateBps: Math.round(product.taxRate * 100),
          isActive: product.isActive ? 1 : 0,
          now,
        });
        addStock.run(storeId, product.id, product.stock);
      }
    })();
    return { demoProducts, inserted, ms: performance.now() - started };
  } finally {
    sqlite.close();
  }
}

/** The Tillwise server as it runs in a shop (e2e/own-server.ts does the same), on the prepared data folder. */
function startServer(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
}

async function untilServing(child: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The Tillwise server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The Tillwise server on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Requests and response bytes per API path, as the proxy saw them, and the sales they carried (one a request to
 * /api/sales, as many as the batch holds to /api/sales/batch).
 */
type Traffic = Map<string, { requests: number; bytes: number; ms: number; sales: number }>;

/**
 * One origin for the till, as in a shop: the bundled page from the folder, /api passed through to the Tillwise
 * server, so the session cookie and the app's relative /api requests work as they do in production.
 */
function serveTill(dir: string, apiPort: number, traffic: Traffic): Promise<http.Server> {
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    if (pathname.startsWith('/api/')) {
      const seen = traffic.get(pathname) ?? { requests: 0, bytes: 0, ms: 0, sales: 0 };
      traffic.set(pathname, seen);
      seen.requests += 1;
      if (pathname === '/api/sales') seen.sales += 1;
      if (pathname === '/api/sales/batch') {
        const body: Buffer[] = [];
        request.on('data', (chunk: Buffer) => body.push(chunk));
        request.on(
          'end',
          () => (seen.sales += (JSON.parse(Buffer.concat(body).toString()) as { sales: [] }).sales.length),
        );
      }
      const started = performance.now();
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: apiPort,
          method: request.method,
          path: request.url,
          headers: request.headers,
          agent,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.on('data', (chunk: Buffer) => (seen.bytes += chunk.length));
          answer.on('end', () => (seen.ms += performance.now() - started));
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
      return;
    }
    const name = path.normalize(pathname).replace(/^\/+/, '') || 'index.html';
    const file = path.join(dir, name);
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  server.on('close', () => agent.destroy());
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The page's functions (bench/offline-till-page.ts), called in Chromium. */
interface OfflineTillPage {
  setUpTill(userId: string, pin: string, storeId: string): Promise<OfflineTillSetup>;
  startReplica(storeId: string, timeoutMs: number): Promise<ReplicaLoadFigures>;
  queueOfflineSales(setup: OfflineTillSetup, count: number, seed: number): Promise<QueuedSales>;
  syncOutbox(ids: readonly string[], timeoutMs: number): Promise<FlushFigures>;
  forgetAnswers(ids: readonly string[]): Promise<number>;
}

async function openTill(page: Page, url: string, reload = false) {
  if (reload) await page.reload();
  else await page.goto(url);
  await page.waitForFunction(() => 'offlineTill' in globalThis);
}

function call<K extends keyof OfflineTillPage>(page: Page, name: K, ...args: Parameters<OfflineTillPage[K]>) {
  return page.evaluate(
    ([fn, fnArgs]) => {
      const till = (globalThis as unknown as { offlineTill: Record<string, (...a: unknown[]) => Promise<unknown>> })
        .offlineTill;
      return till[fn]!(...fnArgs);
    },
    [name, args] as [string, unknown[]],
  ) as Promise<Awaited<ReturnType<OfflineTillPage[K]>>>;
}

/** What the server's database holds, read from its SQLite file (WAL: readers beside the running server). */
function readStore<T>(dataDir: string, read: (sqlite: SQLite.Database) => T): T {
  const sqlite = new SQLite(databaseFile(dataDir), { readonly: true, fileMustExist: true });
  try {
    return read(sqlite);
  } finally {
    sqlite.close();
  }
}

const countOf = (sqlite: SQLite.Database, query: string, ...params: unknown[]) =>
  (sqlite.prepare(query).get(...params) as { n: number | null }).n ?? 0;

function catalogueCounts(dataDir: string) {
  return readStore(dataDir, (sqlite) => ({
    products: countOf(sqlite, 'select count(*) as n from products'),
    active: countOf(sqlite, 'select count(*) as n from products where is_active = 1'),
    customers: countOf(sqlite, 'select count(*) as n from customers'),
  }));
}

/** The queued sales as the server recorded them: each a row, and everything that hangs off it, counted once. */
function recordedSales(dataDir: string, ids: readonly string[], tillId: string) {
  const json = JSON.stringify(ids);
  const these = 'in (select value from json_each(?))';
  return readStore(dataDir, (sqlite) => ({
    allOrders: countOf(sqlite, 'select count(*) as n from orders'),
    orders: countOf(sqlite, `select count(*) as n from orders where id ${these}`, json),
    numbers: countOf(sqlite, `select count(distinct number) as n from orders where id ${these}`, json),
    offline: countOf(sqlite, `select sum(captured_offline) as n from orders where id ${these}`, json),
    onTill: countOf(sqlite, `select count(*) as n from orders where till_id = ? and id ${these}`, tillId, json),
    totalCents: countOf(sqlite, `select sum(total_cents) as n from orders where id ${these}`, json),
    lines: countOf(sqlite, `select count(*) as n from order_lines where order_id ${these}`, json),
    payments: countOf(sqlite, `select count(*) as n from payments where order_id ${these}`, json),
    stockMoves: countOf(sqlite, `select count(*) as n from stock_movements where reference ${these}`, json),
  }));
}

function check(ok: boolean, message: string) {
  if (!ok) throw new Error(`offline-till bench: ${message}`);
}

/** Exactly once: every queued sale one order, its lines, one payment and its stock moves, and no other order. */
function checkExactlyOnce(
  recorded: ReturnType<typeof recordedSales>,
  queued: QueuedSales,
  ordersBefore: number,
  when: string,
) {
  const count = queued.ids.length;
  const expected = {
    orders: count,
    numbers: count,
    offline: count,
    onTill: count,
    totalCents: queued.totalCents,
    lines: queued.lines,
    payments: count,
    stockMoves: queued.lines,
    allOrders: ordersBefore + count,
  };
  for (const [key, value] of Object.entries(expected)) {
    const held = recorded[key as keyof typeof expected];
    check(held === value, `${when}: the server holds ${held} ${key}, expected ${value}`);
  }
}

function checkReplica(figures: ReplicaLoadFigures, server: ReturnType<typeof catalogueCounts>, when: string) {
  check(
    figures.held === server.products && figures.statusProducts === server.products,
    `${when}: IndexedDB holds ${figures.held} products and the worker ${figures.statusProducts}; the server has ${server.products}`,
  );
  check(
    figures.heldActive === server.active,
    `${when}: IndexedDB holds ${figures.heldActive} products on sale; the server has ${server.active} active`,
  );
  check(
    figures.customersHeld === server.customers,
    `${when}: IndexedDB holds ${figures.customersHeld} customers; the server has ${server.customers}`,
  );
  check(figures.sampleSearchTotal > 0, `${when}: the worker found no product for "pot"`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const perSecond = (count: number, ms: number) => Math.round(count / (ms / 1000)).toLocaleString('en-US');
const thousands = (value: number) => value.toLocaleString('en-US');
const snapshotTraffic = (traffic: Traffic, pathname: string) => ({
  ...(traffic.get(pathname) ?? { requests: 0, bytes: 0, ms: 0, sales: 0 }),
});
/** The sales posted so far, one at a time or in batches, and the requests and time that took. */
const salesTraffic = (traffic: Traffic) => {
  const one = snapshotTraffic(traffic, '/api/sales');
  const batch = snapshotTraffic(traffic, '/api/sales/batch');
  return { requests: one.requests + batch.requests, ms: one.ms + batch.ms, sales: one.sales + batch.sales };
};

export async function run() {
  const data = tempDataDir('offline-till');
  const webDir = tempDataDir('offline-till-web');
  const traffic: Traffic = new Map();
  let server: ChildProcess | null = null;
  let till: http.Server | null = null;
  try {
    const store = await prepareStore(data.dir);
    const counts = catalogueCounts(data.dir);
    console.log(
      `Store: the demo chain (${store.demoProducts} products) and ${thousands(store.inserted)} garden products ` +
        `written in ${seconds(store.ms)}: ${thousands(counts.products)} products (${thousands(counts.active)} ` +
        `on sale), ${counts.customers} customers`,
    );
    const apiPort = await freePort();
    server = startServer(data.dir, apiPort);
    await Promise.all([untilServing(server, apiPort), bundlePage('offline-till-page.ts', webDir.dir)]);
    till = await serveTill(webDir.dir, apiPort, traffic);
    const url = `http://127.0.0.1:${(till.address() as AddressInfo).port}/`;

    const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    const browser = await chromium.launch({ executablePath, args: chromiumFlags });
    try {
      const page = await (await browser.newContext()).newPage();
      await openTill(page, url);
      const setup = await call(page, 'setUpTill', signIn.userId, signIn.pin, storeId);

      // 1. The replica: a first snapshot into an empty IndexedDB, then a start from what it kept.
      const pagesBefore = snapshotTraffic(traffic, '/api/replica/products');
      const first = await call(page, 'startReplica', storeId, replicaTimeoutMs);
      const pagesAfter = snapshotTraffic(traffic, '/api/replica/products');
      checkReplica(first, counts, 'first load');
      const snapshotPages = pagesAfter.requests - pagesBefore.requests;
      check(snapshotPages > 0, 'the first load took no snapshot');

      await openTill(page, url, true);
      const restart = await call(page, 'startReplica', storeId, replicaTimeoutMs);
      checkReplica(restart, counts, 'restart');
      const pagesOnRestart = snapshotTraffic(traffic, '/api/replica/products').requests - pagesAfter.requests;
      check(pagesOnRestart === 0, `the restart from IndexedDB asked for ${pagesOnRestart} snapshot pages`);

      // 2. The outbox: sales taken offline, synced, then all sent again.
      const ordersBefore = readStore(data.dir, (sqlite) => countOf(sqlite, 'select count(*) as n from orders'));
      const queued = await call(page, 'queueOfflineSales', setup, salesCount, 42);
      check(queued.ids.length === salesCount, `${queued.ids.length} sales queued, not ${salesCount}`);
      check(
        recordedSales(data.dir, queued.ids, setup.tillId).orders === 0,
        'the server holds queued sales before the outbox sent them',
      );
      const beforeSync = salesTraffic(traffic);
      const flush = await call(page, 'syncOutbox', queued.ids, syncTimeoutMs);
      const afterSync = salesTraffic(traffic);
      check(
        flush.refused.length === 0,
        `the server refused ${flush.refused.length} sales, e.g. ${JSON.stringify(flush.refused.slice(0, 3))}`,
      );
      check(flush.synced === salesCount, `${flush.synced} of ${salesCount} sales synced (${flush.pending} pending)`);
      checkExactlyOnce(recordedSales(data.dir, queued.ids, setup.tillId), queued, ordersBefore, 'after the sync');

      const forgotten = await call(page, 'forgetAnswers', queued.ids);
      check(forgotten === salesCount, `${forgotten} entries set pending again, not ${salesCount}`);
      const resend = await call(page, 'syncOutbox', queued.ids, syncTimeoutMs);
      const afterResend = salesTraffic(traffic);
      check(
        resend.refused.length === 0,
        `the resend was refused for ${resend.refused.length} sales, e.g. ${JSON.stringify(resend.refused.slice(0, 3))}`,
      );
      check(resend.synced === salesCount, `${resend.synced} of ${salesCount} sales synced again`);
      const resendPosts = afterResend.sales - afterSync.sales;
      check(resendPosts >= salesCount, `the resend posted ${resendPosts} sales, fewer than ${salesCount}`);
      const recorded = recordedSales(data.dir, queued.ids, setup.tillId);
      checkExactlyOnce(recorded, queued, ordersBefore, 'after the resend');

      const snapshotBytes = pagesAfter.bytes - pagesBefore.bytes;
      console.log(
        `Replica first load: ${thousands(first.held)} products in ${seconds(first.ms)} ` +
          `(${perSecond(first.held, first.ms)}/s); restart from IndexedDB: ${seconds(restart.ms)} (no snapshot)`,
      );
      console.log(
        `  snapshot: ${snapshotPages} page${snapshotPages === 1 ? '' : 's'}, ${(snapshotBytes / 1e6).toFixed(1)} MB of JSON, the server answering ` +
          `for ${seconds(pagesAfter.ms - pagesBefore.ms)}; IndexedDB holds ${thousands(first.held)} products ` +
          `(${thousands(first.heldActive)} on sale) and ${first.customersHeld} customers, as the server does`,
      );
      console.log(
        `Outbox: ${salesCount} offline sales (${queued.lines} lines) queued in ${seconds(queued.ms)}, numbered ` +
          `${queued.numbers[0]}…${queued.numbers[queued.numbers.length - 1]} from the till's blocks; ` +
          `reading the whole outbox takes ${queued.outboxReadMs.toFixed(1)} ms`,
      );
      const posts = (from: typeof afterSync, to: typeof afterSync) =>
        `${to.sales - from.sales} sales in ${to.requests - from.requests} posts, the server answering for ${seconds(to.ms - from.ms)}`;
      console.log(
        `Outbox: ${salesCount} offline sales synced in ${seconds(flush.ms)} (${perSecond(salesCount, flush.ms)}/s); ` +
          `resend of all ${salesCount}: ${seconds(resend.ms)} (${perSecond(salesCount, resend.ms)}/s); ` +
          `orders recorded: ${recorded.orders} (exactly once)`,
      );
      console.log(
        `  sync: ${posts(beforeSync, afterSync)}, ${flush.passes} pass${flush.passes === 1 ? '' : 'es'}; ` +
          `resend: ${posts(afterSync, afterResend)}, ${resend.passes} pass${resend.passes === 1 ? '' : 'es'}`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    till?.close();
    if (server) await stopServer(server);
    data.cleanup();
    webDir.cleanup();
  }
}
