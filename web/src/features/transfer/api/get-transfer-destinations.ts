import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import { api } from '@/lib/api-client';
import { transferKeys } from './transfer-keys';

export const getTransferDestinations = (signal?: AbortSignal) =>
  api.get<StoreSummary[]>('/transfers/destinations', { signal });

export const getTransferDestinationsQueryOptions = () =>
  queryOptions({
    queryKey: transferKeys.destinations(),
    queryFn: ({ signal }) => getTransferDestinations(signal),
  });

export const useTransferDestinations = () => useQuery(getTransferDestinationsQueryOptions());
