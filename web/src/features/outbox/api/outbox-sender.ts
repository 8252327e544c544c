import { afterAttempt, maxSalesPerBatch, nextBatchToSend, outcomeOfStatus } from '@tillwise/core/outbox/outbox';
import type { OutboxEntry, SendOutcome } from '@tillwise/core/outbox/outbox';
import { outboxKeepCutoff } from '@tillwise/core/outbox/outbox-retention';
import type { SaleBatchAnswer } from '@tillwise/core/sale/sale-schemas';
import { api, ApiRequestError, isUnreachable, ServerUnreachableError } from '@/lib/api-client';
import { connectivity } from '@/lib/connectivity';
import { outboxStore } from './outbox-store';

/** A request the server does not answer within this long is treated as unanswered (it may still be recorded). */
export const sendTimeoutMs = 8000;
const idleCheckMs = 5000;

/** Posts one entry and reads the answer; a resend of a recorded entry is answered as recorded (ids dedupe). */
export async function attemptSend(entry: Pick<OutboxEntry, 'path' | 'body'>): Promise<SendOutcome> {
  try {
    await api.post(entry.path, { body: entry.body, signal: AbortSignal.timeout(sendTimeoutMs) });
    return { kind: 'recorded' };
  } catch (error) {
    if (error instanceof ApiRequestError) return outcomeOfStatus(error.status, error.message);
    if (error instanceof ServerUnreachableError && error.away === 'database') {
      return { kind: 'unreachable', message: error.message };
    }
    if (isUnreachable(error) || (error instanceof DOMException && error.name === 'TimeoutError'))
      return { kind: 'unreachable', message: 'The server could not be reached' };
    return { kind: 'unreachable', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Posts waiting sales together (POST /sales/batch, 100 at most) and reads each one's answer as if it had been sent
 * alone. A server that does not know batches (404) gets them one at a time.
 */
export async function attemptSendSales(entries: Pick<OutboxEntry, 'path' | 'body'>[]): Promise<SendOutcome[]> {
  try {
    const answer = await api.post<SaleBatchAnswer>('/sales/batch', {
      body: { sales: entries.map((entry) => entry.body) },
      signal: AbortSignal.timeout(sendTimeoutMs + entries.length * 100),
    });
    return entries.map((_, index) => {
      const result = answer.results[index];
      return result
        ? outcomeOfStatus(result.status, result.error ?? '')
        : { kind: 'unreachable', message: 'The server did not answer for this sale' };
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      const outcomes: SendOutcome[] = [];
      for (const entry of entries) outcomes.push(await attemptSend(entry));
      return outcomes;
    }
    const outcome: SendOutcome =
      error instanceof ApiRequestError
        ? outcomeOfStatus(error.status, error.message)
        : error instanceof ServerUnreachableError && error.away === 'database'
          ? { kind: 'unreachable', message: error.message }
          : { kind: 'unreachable', message: 'The server could not be reached' };
    return entries.map(() => outcome);
  }
}

/**
 * Sends what is due, oldest first, until nothing is due. One tab of the till sends at a time (a Web Lock), so two
 * open tabs never race each other with the same entries; the server's dedupe by id is the second guard. The outbox
 * is read once a pass, not once a send: re-reading a backlog of 1,000 sales before each one made the sync
 * quadratic (bench/offline-till.bench.ts). What is added meanwhile goes on the next pass.
 */
async function drain(skipBackoff: boolean) {
  let entries = (await outboxStore.all()).filter((entry) => entry.state === 'pending');
  for (;;) {
    const due = skipBackoff ? entries.map((entry) => ({ ...entry, retryAt: null })) : entries;
    const batch = nextBatchToSend(due, new Date(), maxSalesPerBatch);
    const [first] = batch;
    if (!first) return;
    const outcomes = batch.length > 1 ? await attemptSendSales(batch) : [await attemptSend(first)];
    // The screen may have settled an entry while this attempt was in flight; its answer stands.
    const settled: OutboxEntry[] = [];
    for (const [index, entry] of batch.entries()) {
      const current = await outboxStore.get(entry.id);
      const outcome = outcomes[index];
      if (current && current.state !== 'synced' && outcome) settled.push(afterAttempt(current, outcome, new Date()));
    }
    await outboxStore.putAll(settled);
    const sent = new Set(batch.map((entry) => entry.id));
    const after = new Map(settled.map((entry) => [entry.id, entry]));
    entries = entries
      .map((other) => after.get(other.id) ?? (sent.has(other.id) ? null : other))
      .filter((entry): entry is OutboxEntry => entry !== null && entry.state === 'pending');
    if (outcomes.some((outcome) => outcome.kind === 'unreachable')) return;
    skipBackoff = false;
  }
}

/**
 * Drops what the server has had for longer than the store's return window (core `outboxKeepCutoff`): the till keeps
 * its sent sales that long for receipts and offline refunds, and no longer, so the outbox it reads on every pass does
 * not grow for good. Waiting and refused entries are never dropped.
 */
export const pruneOutbox = (now: Date) => outboxStore.pruneSyncedBefore(outboxKeepCutoff(now));

let running: Promise<void> | null = null;
let skipAgain = false;

// Pruned after every pass, and so on start, since starting the sender runs a pass at once.
async function drainThenPrune(skipBackoff: boolean) {
  await drain(skipBackoff);
  await pruneOutbox(new Date());
}

function pass(skipBackoff: boolean): Promise<void> {
  return typeof navigator !== 'undefined' && 'locks' in navigator
    ? navigator.locks.request('tillwise-outbox-sender', () => drainThenPrune(skipBackoff)).then(() => undefined)
    : drainThenPrune(skipBackoff);
}

/**
 * Starts a pass over the outbox unless one is already under way in this tab. `skipBackoff` when the server has just
 * been heard from again, or someone signed in: what waits goes now rather than at the end of its backoff (asked
 * during a pass, another pass follows it, since the one running may have started before the reason to hurry).
 */
export function flushOutbox(skipBackoff = false): Promise<void> {
  if (running) {
    if (skipBackoff) skipAgain = true;
    return running;
  }
  running = pass(skipBackoff).finally(() => {
    running = null;
    if (skipAgain) {
      skipAgain = false;
      void flushOutbox(true);
    }
  });
  return running;
}

let started = false;

/** Keeps the outbox moving for as long as the app is open: now, when the server is back, and every few seconds. */
export function startOutboxSender() {
  if (started) return;
  started = true;
  void flushOutbox();
  connectivity.subscribe(() => {
    if (connectivity.get().online) void flushOutbox(true);
  });
  window.addEventListener('online', () => void flushOutbox(true));
  setInterval(() => void flushOutbox(), idleCheckMs);
}
