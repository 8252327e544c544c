import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaleListQuery, SalePage } from '@tillwise/core/sale/sale-schemas';
import { api } from '@/lib/api-client';
import { saleKeys } from './sale-keys';

export type SaleFilters = Partial<SaleListQuery>;

export const getSales = (filters: SaleFilters, signal?: AbortSignal) =>
  api.get<SalePage>('/sales', { query: filters, signal });

export const getSalesQueryOptions = (filters: SaleFilters) =>
  queryOptions({ queryKey: saleKeys.list(filters), queryFn: ({ signal }) => getSales(filters, signal) });

export const useSales = (filters: SaleFilters, enabled = true) =>
  useQuery({ ...getSalesQueryOptions(filters), enabled });
