import { useEffect, useState } from 'react';
import type { Customer } from '@tillwise/core/customer/customer-schemas';
import type { Refund } from '@tillwise/core/refund/refund-schemas';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import type { LocalCatalogue } from '@/features/catalog/api/local-catalogue';

/** The till's own copy of what selling needs, once its replica is ready. */
export interface TillReplica {
  catalogue: LocalCatalogue;
  customers: (text: string, limit: number) => Promise<Customer[]>;
  /** Something the server has not heard of yet, in the replica now (stock on the tiles, a customer's points). */
  noteSale: (sale: Sale) => Promise<void>;
  noteRefund: (refund: Refund, sale: Sale) => Promise<void>;
}

/**
 * The till's replica (null until it is ready, and the picker asks the server). It loads after the till's first
 * screen: the sync, IndexedDB and the search worker are not on the critical path.
 */
export function useTillReplica(storeId: string | undefined): TillReplica | null {
  const [replica, setReplica] = useState<TillReplica | null>(null);
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
            setReplica({
              catalogue: {
                version: status.version,
                search: source.search,
                lookup: source.lookup,
                categories: source.categories,
                refresh: () => source.replica.syncNow(),
              },
              customers: source.customers,
              noteSale: source.noteSale,
              noteRefund: source.noteRefund,
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
  return replica;
}
