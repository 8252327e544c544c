// The offline till in Chromium against a real Tillwise server: (1) the till's replica (ReplicaSync with its search
// worker) takes its first snapshot of 100,000 products into IndexedDB, then starts again from what IndexedDB kept;
// (2) 1,000 sales taken offline wait in the till's outbox and flushOutbox() sends them, then sends them all again as
// a till that never heard the answers would: the server must hold each sale exactly once.
import type { ChildProcess } from 'node:child_process';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { freePort } from '../server/src/test/server-process';
import { bundlePage, chromiumFlags } from './browser-page';
import { check, checkExactlyOnce, checkReplica } from './offline-till-checks';
import { call, openTill } from './offline-till-driver';
import {
  salesTraffic,
  serveTill,
  snapshotTraffic,
  startServer,
  stopServer,
  untilServing,
} from './offline-till-servers';
import type { Traffic } from './offline-till-servers';
import { catalogueCounts, countOf, prepareStore, readStore, recordedSales } from './offline-till-store';
import { tempDataDir } from './support';

const catalogueSize = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const salesCount = Number(process.env.BENCH_SALES ?? 1_000);
const storeId = 'store-1';
const signIn = { userId: 'user-admin', pin: '1111' }; // the demo chain's admin (server/src/setup/seed/demo-catalog.ts)
const replicaTimeoutMs = 180_000;
const syncTimeoutMs = 300_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const perSecond = (count: number, ms: number) => Math.round(count / (ms / 1000)).toLocaleString('en-US');
const thousands = (value: number) => value.toLocaleString('en-US');

export async function run() {
  const data = tempDataDir('offline-till');
  const webDir = tempDataDir('offline-till-web');
  const traffic: Traffic = new Map();
  let server: ChildProcess | null = null;
  let till: http.Server | null = null;
  try {
    const store = await prepareStore(data.dir, catalogueSize, storeId);
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
