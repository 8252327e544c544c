import { useEffect, useState } from 'react';
import type { OutboxEntry } from '@tillwise/core/outbox/outbox';
import { outboxStore } from '../api/outbox-store';

/** The outbox's entries, oldest first, kept current as this tab or another one of the till changes them. */
export function useOutbox(): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let live = true;
    // One read at a time: a sync sending hundreds of entries changes the outbox hundreds of times a minute.
    let reading = false;
    let stale = false;
    const load = () => {
      if (reading) {
        stale = true;
        return;
      }
      reading = true;
      void outboxStore
        .all()
        .then(
          (all) => live && setEntries(all),
          () => live && setEntries([]),
        )
        .finally(() => {
          reading = false;
          if (stale && live) {
            stale = false;
            load();
          }
        });
    };
    load();
    const unsubscribe = outboxStore.subscribe(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return entries;
}
