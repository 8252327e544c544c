import { addBlock, emptyNumberPool, needsRefill, numberBlockSize, takeNumber } from '@tillwise/core/outbox/number-pool';
import type { NumberBlock, NumberKind } from '@tillwise/core/till/number-block-schemas';
import { formatBlockNumber } from '@tillwise/core/sale/sale-numbers';
import { api } from '@/lib/api-client';
import { localDb } from '@/lib/local-db';
import { newId } from '@/lib/new-id';

/**
 * The receipt numbers this till holds, kept in IndexedDB: each sale (or refund) takes the next one before it is
 * sent, so its receipt carries its number whether or not the server is there, and two tills never clash.
 */
export async function takeBlockNumber(tillId: string, kind: NumberKind): Promise<string | null> {
  await keepFor(tillId);
  const tx = (await localDb()).transaction('numberPools', 'readwrite');
  const taken = takeNumber((await tx.store.get(kind)) ?? emptyNumberPool);
  if (taken) await tx.store.put(taken.pool, kind);
  await tx.done;
  return taken ? formatBlockNumber(kind, taken.number) : null;
}

const refilling = new Map<NumberKind, Promise<void>>();

/** Asks the server for another block while the till is low and can reach it; a failure waits for the next sale. */
export function refillNumbers(tillId: string, kind: NumberKind): Promise<void> {
  const running = refilling.get(kind);
  if (running) return running;
  const run = (async () => {
    await keepFor(tillId);
    const db = await localDb();
    if (!needsRefill((await db.get('numberPools', kind)) ?? emptyNumberPool)) return;
    const block = await api.post<NumberBlock>(`/tills/${encodeURIComponent(tillId)}/number-blocks`, {
      body: { id: newId(), kind, size: numberBlockSize },
    });
    const tx = db.transaction('numberPools', 'readwrite');
    const pool = (await tx.store.get(kind)) ?? emptyNumberPool;
    await tx.store.put(addBlock(pool, { first: block.firstValue, last: block.lastValue }), kind);
    await tx.done;
  })()
    .catch(() => undefined)
    .finally(() => refilling.delete(kind));
  refilling.set(kind, run);
  return run;
}

/** The numbers held were issued to one till: a browser set up as another till starts without them. */
async function keepFor(tillId: string): Promise<void> {
  const db = await localDb();
  const tx = db.transaction(['numberPools', 'meta'], 'readwrite');
  if ((await tx.objectStore('meta').get('numbersTillId')) !== tillId) {
    await tx.objectStore('numberPools').clear();
    await tx.objectStore('meta').put(tillId, 'numbersTillId');
  }
  await tx.done;
}
