import { useSearchParams } from 'react-router';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';

/** 'all', 'all:CAD' (the chain's stores in one currency), or one store's id. */
export type ReportStore = string;

/** The currencies a member's stores trade in, in the order of the stores. */
export const currenciesOf = (stores: readonly StoreSummary[]) => [
  ...new Set(stores.map((store) => store.currency ?? 'USD')),
];

/** The currency of what the reports cover: the store's, the group's, or for 'all' the session store's. */
export function reportCurrency(store: ReportStore, stores: readonly StoreSummary[], sessionStoreId: string) {
  if (store.startsWith('all:')) return store.slice(4);
  const id = store === 'all' ? sessionStoreId : store;
  return stores.find((candidate) => candidate.id === id)?.currency ?? 'USD';
}

/**
 * The store the reports cover, kept in the address (?store=…) beside the range: the session's store unless another
 * of the member's stores, or 'all', is chosen. A store in the address they cannot see falls back to the session's.
 */
export function useReportStore(sessionStoreId: string | undefined, stores: readonly StoreSummary[]) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('store');
  const known =
    requested === 'all' ||
    currenciesOf(stores).some((currency) => requested === `all:${currency}`) ||
    stores.some((store) => store.id === requested);
  const store: ReportStore | undefined = requested && known ? requested : sessionStoreId;

  const setStore = (next: ReportStore) => {
    const updated = new URLSearchParams(params);
    updated.set('store', next);
    setParams(updated, { replace: true });
  };

  return { store, setStore };
}
