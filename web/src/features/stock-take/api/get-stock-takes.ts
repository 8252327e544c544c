import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StockTakeListQuery, StockTakePage } from '@tillwise/core/inventory/stock-take-schemas';
import { api } from '@/lib/api-client';
import { stockTakeKeys } from './stock-take-keys';

export type StockTakeFilters = Partial<StockTakeListQuery>;

export const getStockTakes = (filters: StockTakeFilters, signal?: AbortSignal) =>
  api.get<StockTakePage>('/stock-takes', { query: filters, signal });

export const getStockTakesQueryOptions = (filters: StockTakeFilters) =>
  queryOptions({
    queryKey: stockTakeKeys.list(filters),
    queryFn: ({ signal }) => getStockTakes(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useStockTakes = (filters: StockTakeFilters) => useQuery(getStockTakesQueryOptions(filters));
