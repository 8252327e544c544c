import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockTake } from '@tillwise/core/inventory/stock-take-schemas';
import { api } from '@/lib/api-client';
import { stockTakeKeys } from './stock-take-keys';

export const getStockTake = (id: string, signal?: AbortSignal) => api.get<StockTake>(`/stock-takes/${id}`, { signal });

/** A stock take; while it is counting it refreshes every few seconds, so each device sees the others' counts. */
export const getStockTakeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: stockTakeKeys.detail(id),
    queryFn: ({ signal }) => getStockTake(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'counting' ? 5_000 : false),
  });

export const useStockTake = (id: string) => useQuery(getStockTakeQueryOptions(id));
