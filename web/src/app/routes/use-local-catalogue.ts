import { useEffect, useState } from 'react';
import type { LocalCatalogue } from '@/features/catalog/api/local-catalogue';

/**
 * The till's own catalogue once its replica is ready (null until then, and the picker asks the server). It loads
 * after the till's first screen: the sync, IndexedDB and the search worker are not on the critical path.
 */
export function useLocalCatalogue(storeId: string | undefined): LocalCatalogue | null {
  const [local, setLocal] = useState<LocalCatalogue | null>(null);
  useEffect(() => {
    if (!storeId || typeof Worker === 'undefined' || typeof indexedDB === 'undefined') return;
    let live = true;
    let unsubscribe = () => {};
    void import('@/features/replica/replica-source')
      .then(({ openProductSource }) => openProductSource(storeId))
      .then((source) => {
        if (!live) return;
        const publish = () => {
          const status = source.replica.getStatus();
          if (status.ready)
            setLocal({
              version: status.version,
              search: source.search,
              lookup: source.lookup,
              categories: source.categories,
              refresh: () => source.replica.syncNow(),
            });
        };
        unsubscribe = source.replica.subscribe(publish);
        publish();
      })
      .catch(() => undefined); // no replica on this browser: the picker keeps asking the server
    return () => {
      live = false;
      unsubscribe();
    };
  }, [storeId]);
  return local;
}
