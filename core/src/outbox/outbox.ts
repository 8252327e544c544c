import type { Refund } from '../refund/refund-schemas';
import type { Sale } from '../sale/sale-schemas';

/**
 * The till's outbox: what the till has done (a sale, a refund, a shift's cash) waits here until the server has it.
 * An entry is kept until the server answers for it, whatever happens to the page, the session or the network, and
 * it is sent under its own id, so sending it twice records it once.
 */
export type OutboxKind = 'sale' | 'refund' | 'shift-open' | 'cash-movement' | 'shift-close' | 'void' | 'customer';

export type OutboxState =
  /** Waiting to be sent, now or after its backoff. */
  | 'pending'
  /** The server has it. */
  | 'synced'
  /** The server refused it for a reason sending again will not change; staff must look at it. */
  | 'refused';

export interface OutboxEntry<Body = unknown> {
  /** The client id the server dedupes on: the sale's, refund's or movement's own id. */
  id: string;
  kind: OutboxKind;
  /** Where it is posted under /api, e.g. '/sales'. */
  path: string;
  /** Who rang it up, for the unsynced list; the entry belongs to the till, not to their session. */
  staffName: string;
  /** How the unsynced list names it, e.g. its receipt number 'ORD-1234'. */
  label: string;
  /** What the customer paid or was paid back, when it is money. */
  amountCents: number | null;
  body: Body;
  /** When the till recorded it (the customer's moment), in ISO form. */
  createdAt: string;
  state: OutboxState;
  attempts: number;
  /** Not before this time (ISO) while pending; null sends at once. */
  retryAt: string | null;
  lastError: string | null;
  syncedAt: string | null;
  /** A sale as the till holds it (its receipt, and what an offline refund of it works from), once it is paid. */
  sale?: Sale;
  /** A refund as the till gave it. */
  refund?: Refund;
}

/**
 * A new entry. `holdMs` keeps the sender's hands off it for a moment while the screen that made it makes the first
 * attempt itself (and learns at once whether the server took it).
 */
export function newOutboxEntry<Body>(
  input: Pick<
    OutboxEntry<Body>,
    'id' | 'kind' | 'path' | 'staffName' | 'label' | 'amountCents' | 'body' | 'sale' | 'refund'
  >,
  now: Date,
  holdMs = 0,
): OutboxEntry<Body> {
  return {
    ...input,
    createdAt: now.toISOString(),
    state: 'pending',
    attempts: 0,
    retryAt: holdMs > 0 ? new Date(now.getTime() + holdMs).toISOString() : null,
    lastError: null,
    syncedAt: null,
  };
}

/** The backoff after a failed attempt: 1 s, 2 s, 4 s … up to a minute, spread by the entry's id so tills don't march. */
export function backoffMs(attempts: number, id: string): number {
  const base = Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return Math.round(base * (0.8 + (hash % 400) / 1000));
}

/**
 * The entry to send next: the oldest pending one that is due. Entries go in the order the till recorded them, so a
 * shift's opening reaches the server before its sales and its close after them; while the oldest pending entry
 * waits out its backoff, the ones behind it wait too.
 */
export function nextToSend<Body>(entries: readonly OutboxEntry<Body>[], now: Date): OutboxEntry<Body> | null {
  const pending = entries
    .filter((entry) => entry.state === 'pending')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const oldest = pending[0];
  if (!oldest) return null;
  return oldest.retryAt === null || Date.parse(oldest.retryAt) <= now.getTime() ? oldest : null;
}

export { maxSalesPerBatch } from './outbox-limits';

/**
 * What to send next in one request: the entry nextToSend gives, and when it is a sale, the pending sales recorded
 * right after it that are due too, up to `max` (a till's outbox sends its waiting sales in batches). The batch stops
 * at the first entry of another kind, so a shift's close still reaches the server after the sales before it.
 */
export function nextBatchToSend<Body>(
  entries: readonly OutboxEntry<Body>[],
  now: Date,
  max: number,
): OutboxEntry<Body>[] {
  const first = nextToSend(entries, now);
  if (!first) return [];
  if (first.kind !== 'sale') return [first];
  const pending = entries
    .filter((entry) => entry.state === 'pending')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const batch: OutboxEntry<Body>[] = [];
  for (const entry of pending.slice(pending.indexOf(first))) {
    const due = entry.retryAt === null || Date.parse(entry.retryAt) <= now.getTime();
    if (entry.kind !== 'sale' || entry.path !== first.path || !due || batch.length >= max) break;
    batch.push(entry);
  }
  return batch;
}

/** How an attempt to send went, as the till sees it. */
export type SendOutcome =
  | { kind: 'recorded' }
  /** No answer, or one that says "try later": the network, a 5xx, a 408 or 429. */
  | { kind: 'unreachable'; message: string }
  /** The server answered and will never accept this body as it is (a 4xx other than 408/429). */
  | { kind: 'refused'; message: string };

export function afterAttempt<Body>(entry: OutboxEntry<Body>, outcome: SendOutcome, now: Date): OutboxEntry<Body> {
  const attempts = entry.attempts + 1;
  switch (outcome.kind) {
    case 'recorded':
      return { ...entry, attempts, state: 'synced', retryAt: null, lastError: null, syncedAt: now.toISOString() };
    case 'unreachable':
      return {
        ...entry,
        attempts,
        state: 'pending',
        retryAt: new Date(now.getTime() + backoffMs(attempts, entry.id)).toISOString(),
        lastError: outcome.message,
      };
    case 'refused':
      return { ...entry, attempts, state: 'refused', retryAt: null, lastError: outcome.message };
  }
}

/** Staff asked to send a refused or backed-off entry again now. */
export const retryNow = <Body>(entry: OutboxEntry<Body>): OutboxEntry<Body> =>
  entry.state === 'synced' ? entry : { ...entry, state: 'pending', retryAt: null };

/**
 * Reads an HTTP answer (or its absence) as an outcome. A 401 waits like an outage: nobody is signed in on the till
 * just now, and the entry goes once someone is.
 */
export function outcomeOfStatus(status: number | null, message: string): SendOutcome {
  if (status !== null && status >= 200 && status < 300) return { kind: 'recorded' };
  if (status === null || status >= 500 || status === 408 || status === 429 || status === 401)
    return { kind: 'unreachable', message };
  return { kind: 'refused', message };
}

export interface OutboxSummary {
  /** Pending entries of every kind. */
  waiting: number;
  /** Of which sales. */
  waitingSales: number;
  refused: number;
  /** The newest time the server took an entry, or null. */
  lastSyncedAt: string | null;
}

export function summarizeOutbox(entries: readonly OutboxEntry[]): OutboxSummary {
  let waiting = 0;
  let waitingSales = 0;
  let refused = 0;
  let lastSyncedAt: string | null = null;
  for (const entry of entries) {
    if (entry.state === 'pending') {
      waiting += 1;
      if (entry.kind === 'sale') waitingSales += 1;
    } else if (entry.state === 'refused') refused += 1;
    else if (entry.syncedAt && (lastSyncedAt === null || entry.syncedAt > lastSyncedAt)) lastSyncedAt = entry.syncedAt;
  }
  return { waiting, waitingSales, refused, lastSyncedAt };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 sales waiting to sync": what the header says while the outbox holds entries. */
export function waitingLabel({ waiting, waitingSales }: Pick<OutboxSummary, 'waiting' | 'waitingSales'>): string {
  const others = waiting - waitingSales;
  if (others === 0) return `${plural(waitingSales, 'sale', 'sales')} waiting to sync`;
  if (waitingSales === 0) return `${plural(others, 'change', 'changes')} waiting to sync`;
  return `${plural(waitingSales, 'sale', 'sales')} and ${plural(others, 'change', 'changes')} waiting to sync`;
}
