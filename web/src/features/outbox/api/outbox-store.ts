import type { OutboxEntry } from '@tillwise/core/outbox/outbox';
import { localDb } from '@/lib/local-db';

/**
 * The outbox as IndexedDB keeps it. Tabs of the same till see one another's changes through a BroadcastChannel, so
 * the header's count is right in every tab.
 */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('tillwise-outbox');
const listeners = new Set<() => void>();

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
  /** Synced entries are kept a while (the till's own recent sales, for receipts and offline refunds), then dropped. */
  async pruneSynced(olderThan: Date): Promise<void> {
    const db = await localDb();
    const tx = db.transaction('outbox', 'readwrite');
    for (const entry of await tx.store.getAll()) {
      if (entry.state === 'synced' && entry.syncedAt && entry.syncedAt < olderThan.toISOString())
        await tx.store.delete(entry.id);
    }
    await tx.done;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
