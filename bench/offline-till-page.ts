// Runs in Chromium (bench/offline-till.bench.ts bundles it with Vite and serves it beside a proxy to a real
// Tillwise server): the till's own replica sync, search worker, IndexedDB, number pool and outbox sender, driven
// from the bench through the functions this page puts on globalThis.
import { newOutboxEntry } from '../core/src/outbox/outbox';
import type { OutboxEntry } from '../core/src/outbox/outbox';
import type { Tender } from '../core/src/payment/tender';
import { cartTotals } from '../core/src/sale/cart-totals';
import type { CompleteSaleInput } from '../core/src/sale/sale-input-schemas';
import type { Session } from '../core/src/staff/staff-schemas';
import type { Till } from '../core/src/till/till-schemas';
import { createRandom } from '../server/src/setup/seed/random';
import { refillNumbers, takeBlockNumber } from '../web/src/features/outbox/api/number-pool-store';
import { flushOutbox } from '../web/src/features/outbox/api/outbox-sender';
import { outboxStore } from '../web/src/features/outbox/api/outbox-store';
import { ReplicaSync } from '../web/src/features/replica/api/replica-sync';
import { createSearchClient } from '../web/src/features/replica/search/search-client';
import { api } from '../web/src/lib/api-client';
import { localDb } from '../web/src/lib/local-db';
import type { FlushFigures, OfflineTillSetup, QueuedSales, ReplicaLoadFigures } from './offline-till-figures';

const since = (started: number) => performance.now() - started;

/** Signs in as the till's staff would (PIN, at the till's store), then makes this browser a till with a shift open. */
async function setUpTill(userId: string, pin: string, storeId: string): Promise<OfflineTillSetup> {
  const session = await api.post<Session>('/session', { body: { userId, pin, storeId } });
  const till = await api.post<Till>('/tills', { body: { name: `Bench till ${Date.now() % 100_000}` } });
  await api.post('/shifts', { body: { id: crypto.randomUUID(), tillId: till.id, count: { totalCents: 10_000 } } });
  return { tillId: till.id, staff: { id: session.user.id, name: session.user.name } };
}

/**
 * Starts the till's replica as the POS does (a ReplicaSync with the real search worker) and times it until its
 * status says ready: a snapshot paged from the server on a fresh browser, what IndexedDB kept after a reload.
 */
async function startReplica(storeId: string, timeoutMs: number): Promise<ReplicaLoadFigures> {
  const search = createSearchClient();
  const replica = new ReplicaSync(storeId, search);
  let readyAt = 0;
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The replica was not ready after ${timeoutMs} ms`)), timeoutMs);
    replica.subscribe(() => {
      if (!replica.getStatus().ready || readyAt) return;
      readyAt = performance.now();
      clearTimeout(timer);
      resolve();
    });
  });
  const started = performance.now();
  await replica.start();
  await ready;
  const ms = readyAt - started;
  const statusProducts = replica.getStatus().products;
  const { total: sampleSearchTotal } = await search.search({ q: 'pot', active: true, page: 1, pageSize: 24 });
  replica.stop();

  const db = await localDb();
  let heldActive = 0;
  for (let cursor = await db.transaction('products').store.openCursor(); cursor; cursor = await cursor.continue())
    if (cursor.value.isActive) heldActive += 1;
  return {
    ms,
    statusProducts,
    held: await db.count('products'),
    heldActive,
    customersHeld: await db.count('customers'),
    sampleSearchTotal,
  };
}

/**
 * Rings up `count` cash sales taken offline and puts them in the till's outbox, with the body recordSale() keeps
 * for a sale the server did not hear (web/src/app/routes/record-sale.ts): prices and tax rates from the replica,
 * a receipt number from the till's own number block, and when and by whom it was taken.
 */
async function queueOfflineSales(setup: OfflineTillSetup, count: number, seed: number): Promise<QueuedSales> {
  const random = createRandom(seed);
  const onSale = (await (await localDb()).getAll('products')).filter((product) => product.isActive);
  if (onSale.length === 0) throw new Error('The replica holds no product on sale');
  // The till holds numbers before it goes offline: it refills whenever it runs low, as recordSale() does.
  await refillNumbers(setup.tillId, 'order');
  const firstCapture = Date.now() - count * 2_000;
  const ids: string[] = [];
  const numbers: string[] = [];
  let lines = 0;
  let totalCents = 0;
  const started = performance.now();
  for (let n = 0; n < count; n += 1) {
    const number = await takeBlockNumber(setup.tillId, 'order');
    if (!number) throw new Error(`The till ran out of order numbers at sale ${n + 1}`);
    await refillNumbers(setup.tillId, 'order');
    const cart = new Map<string, { productId: string; quantity: number; unitPriceCents: number; taxRate: number }>();
    const lineCount = random.int(1, 5);
    while (cart.size < lineCount) {
      const product = random.pick(onSale);
      cart.set(product.id, {
        productId: product.id,
        quantity: random.int(1, 3),
        unitPriceCents: product.priceCents,
        taxRate: product.taxRate,
      });
    }
    const cartLines = [...cart.values()];
    const totals = cartTotals(cartLines.map((line) => ({ ...line, discount: null })));
    const tenders: Tender[] = [
      { method: 'cash', amountCents: totals.totalCents, tenderedCents: Math.ceil(totals.totalCents / 500) * 500 },
    ];
    const capturedAt = new Date(firstCapture + n * 2_000 + random.int(0, 1_500));
    const body: CompleteSaleInput = {
      id: crypto.randomUUID(),
      tillId: setup.tillId,
      lines: cartLines.map((line) => ({ productId: line.productId, quantity: line.quantity, discount: null })),
      customerId: null,
      discount: null,
      payments: tenders,
      expectedTotalCents: totals.totalCents,
      number,
    };
    const offlineBody: CompleteSaleInput = {
      ...body,
      lines: cartLines.map((line) => ({ ...line, discount: null })),
      offline: { capturedAt: capturedAt.toISOString(), takenBy: setup.staff.id },
    };
    const entry = newOutboxEntry(
      {
        id: body.id,
        kind: 'sale',
        path: '/sales',
        staffName: setup.staff.name,
        label: number,
        amountCents: totals.totalCents,
        body: offlineBody,
      },
      capturedAt,
    );
    await outboxStore.add(entry);
    ids.push(entry.id);
    numbers.push(number);
    lines += cartLines.length;
    totalCents += totals.totalCents;
  }
  const ms = since(started);
  // What the sender does before every send (outbox-sender.ts, drain): read the whole outbox, oldest first.
  const reads: number[] = [];
  for (let n = 0; n < 5; n += 1) {
    const readStarted = performance.now();
    await outboxStore.all();
    reads.push(since(readStarted));
  }
  const outboxReadMs = reads.sort((a, b) => a - b)[2] ?? 0;
  return { ids, numbers, lines, totalCents, ms, outboxReadMs };
}

async function entriesOf(ids: readonly string[]): Promise<OutboxEntry[]> {
  const wanted = new Set(ids);
  return (await outboxStore.all()).filter((entry) => wanted.has(entry.id));
}

/** Times flushOutbox() until every one of these entries is synced; a pass cut short by no answer is followed by another. */
async function syncOutbox(ids: readonly string[], timeoutMs: number): Promise<FlushFigures> {
  const started = performance.now();
  let passes = 0;
  let entries: OutboxEntry[] = [];
  for (;;) {
    passes += 1;
    await flushOutbox(passes > 1);
    entries = await entriesOf(ids);
    if (!entries.some((entry) => entry.state === 'pending') || since(started) > timeoutMs) break;
  }
  const ms = since(started);
  return {
    ms,
    passes,
    synced: entries.filter((entry) => entry.state === 'synced').length,
    pending: ids.length - entries.filter((entry) => entry.state !== 'pending').length,
    refused: entries
      .filter((entry) => entry.state === 'refused')
      .map((entry) => ({ id: entry.id, error: entry.lastError })),
    attempts: entries.reduce((sum, entry) => sum + entry.attempts, 0),
  };
}

/** A till that never heard the server's answers: every entry pending again, to be sent as if for the first time. */
async function forgetAnswers(ids: readonly string[]): Promise<number> {
  const entries = await entriesOf(ids);
  for (const entry of entries) await outboxStore.put({ ...entry, state: 'pending', retryAt: null, syncedAt: null });
  return entries.length;
}

Object.assign(globalThis, {
  offlineTill: { setUpTill, startReplica, queueOfflineSales, syncOutbox, forgetAnswers },
});
