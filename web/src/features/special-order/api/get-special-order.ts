import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpecialOrder } from '@tillwise/core/special-order/special-order-schemas';
import { api } from '@/lib/api-client';
import { specialOrderKeys } from './special-order-keys';

export const getSpecialOrder = (id: string, signal?: AbortSignal) =>
  api.get<SpecialOrder>(`/special-orders/${encodeURIComponent(id)}`, { signal });

export const getSpecialOrderQueryOptions = (id: string) =>
  queryOptions({ queryKey: specialOrderKeys.detail(id), queryFn: ({ signal }) => getSpecialOrder(id, signal) });

/** One special order with its deposit. */
export const useSpecialOrder = (id: string) => useQuery(getSpecialOrderQueryOptions(id));
