import { useSearchParams } from 'react-router';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';

/** 'all', or one store's id. */
export type ReportStore = string;

/**
 * The store the reports cover, kept in the address (?store=…) beside the range: the session's store unless another
 * of the member's stores, or 'all', is chosen. A store in the address they cannot see falls back to the session's.
 */
export function useReportStore(sessionStoreId: string | undefined, stores: readonly StoreSummary[]) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('store');
  const known = requested === 'all' || stores.some((store) => store.id === requested);
  const store: ReportStore | undefined = requested && known ? requested : sessionStoreId;

  const setStore = (next: ReportStore) => {
    const updated = new URLSearchParams(params);
    updated.set('store', next);
    setParams(updated, { replace: true });
  };

  return { store, setStore };
}
