import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { api } from '@/lib/api-client';
import { saleKeys } from './sale-keys';

export const getSale = (id: string, signal?: AbortSignal) =>
  api.get<Sale>(`/sales/${encodeURIComponent(id)}`, { signal });

export const getSaleQueryOptions = (id: string) =>
  queryOptions({ queryKey: saleKeys.detail(id), queryFn: ({ signal }) => getSale(id, signal) });

export const useSale = (id: string | null) => useQuery({ ...getSaleQueryOptions(id ?? ''), enabled: id !== null });
