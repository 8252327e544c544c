import { useEffect, useState } from 'react';
import type { OutboxEntry } from '@tillwise/core/outbox/outbox';
import { outboxStore } from '../api/outbox-store';

/** The outbox's entries, oldest first, kept current as this tab or another one of the till changes them. */
export function useOutbox(): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      void outboxStore.all().then(
        (all) => live && setEntries(all),
        () => live && setEntries([]),
      );
    load();
    const unsubscribe = outboxStore.subscribe(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return entries;
}
