import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@tillwise/core/report/dashboard-schemas';
import { api } from '@/lib/api-client';

export const dashboardQueryKey = ['report', 'dashboard'] as const;

export const getDashboard = (signal?: AbortSignal) => api.get<Dashboard>('/dashboard', { signal });

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardQueryKey, queryFn: ({ signal }) => getDashboard(signal), refetchInterval: 60_000 });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
