import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesOverview } from '@tillwise/core/sale/sale-schemas';
import { api } from '@/lib/api-client';
import { saleKeys } from './sale-keys';

export const getSalesOverview = (signal?: AbortSignal) => api.get<SalesOverview>('/sales/overview', { signal });

export const getSalesOverviewQueryOptions = () =>
  queryOptions({ queryKey: [...saleKeys.all, 'overview'], queryFn: ({ signal }) => getSalesOverview(signal) });

export const useSalesOverview = () => useQuery(getSalesOverviewQueryOptions());
