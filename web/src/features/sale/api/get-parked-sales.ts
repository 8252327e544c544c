import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParkedSaleList } from '@tillwise/core/sale/sale-schemas';
import { api } from '@/lib/api-client';
import { saleKeys } from './sale-keys';

export const getParkedSales = (signal?: AbortSignal) => api.get<ParkedSaleList>('/sales/parked', { signal });

export const getParkedSalesQueryOptions = () =>
  queryOptions({ queryKey: saleKeys.parked(), queryFn: ({ signal }) => getParkedSales(signal) });

/** The store's parked sales with their notes and items' names, for the till to search as the cashier types. */
export const useParkedSales = (enabled = true) => useQuery({ ...getParkedSalesQueryOptions(), enabled });
