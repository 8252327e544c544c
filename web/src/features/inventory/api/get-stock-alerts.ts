import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockAlerts } from '@tillwise/core/report/dashboard-schemas';
import { api } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

export const getStockAlerts = (signal?: AbortSignal) => api.get<StockAlerts>('/alerts/stock', { signal });

export const getStockAlertsQueryOptions = () =>
  queryOptions({
    queryKey: inventoryKeys.alerts(),
    queryFn: ({ signal }) => getStockAlerts(signal),
    refetchInterval: 60_000,
  });

export const useStockAlerts = () => useQuery(getStockAlertsQueryOptions());
