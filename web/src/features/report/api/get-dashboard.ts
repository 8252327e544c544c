import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@tillwise/core/report/dashboard-schemas';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getDashboard = (signal?: AbortSignal) => api.get<Dashboard>('/dashboard', { signal });

/** The server answers for the session's store; its id is in the key so switching store fetches that store's. */
export const getDashboardQueryOptions = (storeId: string | undefined) =>
  queryOptions({
    queryKey: reportKeys.dashboard(storeId),
    queryFn: ({ signal }) => getDashboard(signal),
    refetchInterval: 60_000,
    enabled: storeId !== undefined,
  });

export const useDashboard = (storeId: string | undefined) => useQuery(getDashboardQueryOptions(storeId));
