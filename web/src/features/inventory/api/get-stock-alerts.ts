import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockAlerts } from '@tillwise/core/report/dashboard-schemas';
import { api } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

export const getStockAlerts = (signal?: AbortSignal) => api.get<StockAlerts>('/alerts/stock', { signal });

/** The server answers for the session's store; its id is in the key so a store switch never shows the old list. */
export const getStockAlertsQueryOptions = (storeId: string | undefined) =>
  queryOptions({
    queryKey: inventoryKeys.alerts(storeId),
    queryFn: ({ signal }) => getStockAlerts(signal),
    refetchInterval: 60_000,
    enabled: storeId !== undefined,
  });

export const useStockAlerts = (storeId: string | undefined) => useQuery(getStockAlertsQueryOptions(storeId));
