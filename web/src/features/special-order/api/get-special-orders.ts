import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SpecialOrderListQuery, SpecialOrderPage } from '@tillwise/core/special-order/special-order-schemas';
import { api } from '@/lib/api-client';
import { specialOrderKeys } from './special-order-keys';

export type SpecialOrderFilters = Partial<SpecialOrderListQuery>;

export const getSpecialOrders = (filters: SpecialOrderFilters, signal?: AbortSignal) =>
  api.get<SpecialOrderPage>('/special-orders', { query: filters, signal });

export const getSpecialOrdersQueryOptions = (filters: SpecialOrderFilters) =>
  queryOptions({
    queryKey: specialOrderKeys.list(filters),
    queryFn: ({ signal }) => getSpecialOrders(filters, signal),
    placeholderData: keepPreviousData,
  });

/** The store's special orders, or one customer's, by number, customer or item and status. */
export const useSpecialOrders = (filters: SpecialOrderFilters) => useQuery(getSpecialOrdersQueryOptions(filters));
