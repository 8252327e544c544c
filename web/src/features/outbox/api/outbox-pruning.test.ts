import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { newOutboxEntry } from '@tillwise/core/outbox/outbox';
import type { OutboxEntry, OutboxState } from '@tillwise/core/outbox/outbox';
import { localDb } from '@/lib/local-db';
import { flushOutbox } from './outbox-sender';
import { outboxStore } from './outbox-store';

const dayMs = 24 * 60 * 60 * 1000;
const salesPerDay = 50;
const days = 365;

/** What became of the year's nth sale: every 400th still waits to be sent, every 1,000th was refused. */
function stateOf(index: number): OutboxState {
  if (index % 1000 === 999) return 'refused';
  if (index % 400 === 17) return 'pending';
  return 'synced';
}

/** A year of a busy till: 50 sales a day, every day, as its outbox holds them once they were sent (or not). */
function aYearOfSales(now: Date): OutboxEntry[] {
  const entries: OutboxEntry[] = [];
  for (let day = 0; day < days; day++)
    for (let sale = 0; sale < salesPerDay; sale++) {
      const index = day * salesPerDay + sale;
      const createdAt = new Date(now.getTime() - day * dayMs - (sale + 1) * 10 * 60 * 1000);
      const entry = newOutboxEntry(
        {
          id: `sale-${String(index).padStart(5, '0')}`,
          kind: 'sale',
          path: '/sales',
          staffName: 'Priya Shah',
          label: `ORD-${index}`,
          amountCents: 1299,
          body: { lines: [{ productId: 'prod-terracotta-pot', quantity: 2, unitPriceCents: 1299 }] },
        },
        createdAt,
      );
      const state = stateOf(index);
      entries.push({
        ...entry,
        state,
        attempts: 1,
        // Waiting sales back off past the test, so the sender leaves them be and nothing is posted.
        retryAt: state === 'pending' ? new Date(now.getTime() + dayMs).toISOString() : null,
        lastError: state === 'synced' ? null : 'The server could not be reached',
        syncedAt: state === 'synced' ? new Date(createdAt.getTime() + 1000).toISOString() : null,
      });
    }
  return entries;
}

beforeEach(async () => {
  await (await localDb()).clear('outbox');
});

describe('pruning the outbox', () => {
  it("keeps the return window's synced sales and every unsent one of a year's 18,250, and is quick on start", async () => {
    const now = new Date();
    const year = aYearOfSales(now);
    await outboxStore.putAll(year);
    const cutoff = now.getTime() - 30 * dayMs;

    // The till starts by flushing its outbox; its first pass prunes it.
    const started = performance.now();
    await flushOutbox();
    const elapsedMs = performance.now() - started;
    console.log(`first flush on start pruned a year of ${year.length} entries in ${elapsedMs.toFixed(0)} ms`);

    const kept = await outboxStore.all();
    const expected = year.filter((entry) => entry.state !== 'synced' || Date.parse(entry.createdAt) >= cutoff);
    expect(kept.map((entry) => entry.id).sort()).toEqual(expected.map((entry) => entry.id).sort());
    // Nothing unsent is lost, however old, and none of it was touched.
    const unsent = year.filter((entry) => entry.state !== 'synced');
    expect(unsent.length).toBeGreaterThan(40);
    expect(kept.filter((entry) => entry.state !== 'synced')).toEqual(
      expect.arrayContaining(unsent.map((entry) => expect.objectContaining(entry))),
    );
    expect(kept.filter((entry) => entry.state === 'synced')).toHaveLength(
      year.filter((entry) => entry.state === 'synced' && Date.parse(entry.createdAt) >= cutoff).length,
    );

    const again = performance.now();
    await flushOutbox();
    console.log(`the next flush, with nothing past the window, took ${(performance.now() - again).toFixed(0)} ms`);
    expect(await outboxStore.all()).toHaveLength(kept.length);
  });

  it('drops a synced sale once it is past the return window, after the flush that follows', async () => {
    const now = new Date();
    const [recent, old] = [now.getTime() - 29 * dayMs, now.getTime() - 31 * dayMs].map((at, index) => ({
      ...newOutboxEntry(
        {
          id: `sale-${index}`,
          kind: 'sale' as const,
          path: '/sales',
          staffName: 'Priya Shah',
          label: `ORD-${index}`,
          amountCents: 500,
          body: {},
        },
        new Date(at),
      ),
      state: 'synced' as const,
      attempts: 1,
      syncedAt: new Date(at).toISOString(),
    }));
    await outboxStore.putAll([recent!, old!]);
    await flushOutbox();
    expect((await outboxStore.all()).map((entry) => entry.id)).toEqual(['sale-0']);
  });
});
