import type { OutboxEntry } from '@tillwise/core/outbox/outbox';
import { isPastKeeping } from '@tillwise/core/outbox/outbox-retention';
import { localDb } from '@/lib/local-db';

/**
 * The outbox as IndexedDB keeps it. Tabs of the same till see one another's changes through a BroadcastChannel, so
 * the header's count is right in every tab.
 */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('tillwise-outbox');
const listeners = new Set<() => void>();
const prunePageSize = 500;

function changed() {
  for (const listener of listeners) listener();
  channel?.postMessage('changed');
}
channel?.addEventListener('message', () => {
  for (const listener of listeners) listener();
});

export const outboxStore = {
  /** Everything the outbox holds, oldest first. */
  async all(): Promise<OutboxEntry[]> {
    return (await localDb()).getAllFromIndex('outbox', 'byCreatedAt');
  },
  async get(id: string): Promise<OutboxEntry | undefined> {
    return (await localDb()).get('outbox', id);
  },
  /** Keeps an entry; an entry already held under the same id is never overwritten by a new one. */
  async add(entry: OutboxEntry): Promise<void> {
    const db = await localDb();
    const tx = db.transaction('outbox', 'readwrite');
    if (!(await tx.store.get(entry.id))) await tx.store.put(entry);
    await tx.done;
    changed();
  },
  /** Keeps a new entry and, in the same transaction, the entries it changes (a refund and the sale it refunds). */
  async addWith(entry: OutboxEntry, alsoChanged: OutboxEntry[]): Promise<void> {
    const db = await localDb();
    const tx = db.transaction('outbox', 'readwrite');
    if (!(await tx.store.get(entry.id))) await tx.store.put(entry);
    for (const other of alsoChanged) await tx.store.put(other);
    await tx.done;
    changed();
  },
  async put(entry: OutboxEntry): Promise<void> {
    await (await localDb()).put('outbox', entry);
    changed();
  },
  /** Keeps several entries in one transaction (a batch's answers). */
  async putAll(entries: readonly OutboxEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const db = await localDb();
    const tx = db.transaction('outbox', 'readwrite');
    for (const entry of entries) void tx.store.put(entry);
    await tx.done;
    changed();
  },
  async remove(id: string): Promise<void> {
    await (await localDb()).delete('outbox', id);
    changed();
  },
  /**
   * Drops the sent entries recorded before the cutoff and answers how many went; waiting and refused ones stay
   * whatever their age. Only entries that old are read (through the createdAt index), a page to a transaction, so a
   * till pruning a year of sales never holds them all at once, and a sale rung up meanwhile waits for one page only.
   */
  async pruneSyncedBefore(cutoff: Date): Promise<number> {
    const db = await localDb();
    const ids = await db.getAllKeysFromIndex(
      'outbox',
      'byCreatedAt',
      IDBKeyRange.upperBound(cutoff.toISOString(), true),
    );
    let pruned = 0;
    for (let start = 0; start < ids.length; start += prunePageSize) {
      const tx = db.transaction('outbox', 'readwrite');
      // Read again inside the page's own transaction: a tab may have changed an entry since the ids were taken.
      const page = await Promise.all(ids.slice(start, start + prunePageSize).map((id) => tx.store.get(id)));
      for (const entry of page) {
        if (!entry || !isPastKeeping(entry, cutoff)) continue;
        void tx.store.delete(entry.id);
        pruned += 1;
      }
      await tx.done;
    }
    if (pruned > 0) changed();
    return pruned;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
