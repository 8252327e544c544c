import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SaleListQuery, SalePage } from '@tillwise/core/sale/sale-schemas';
import { api } from '@/lib/api-client';
import { refundKeys } from './refund-keys';

export type RefundSearch = Pick<Partial<SaleListQuery>, 'q' | 'from' | 'to'>;

export const searchSales = (filters: RefundSearch, signal?: AbortSignal) =>
  api.get<SalePage>('/sales', { query: { ...filters, pageSize: 20 }, signal });

/** Sales to refund from: by receipt number or customer name, or by a date range. */
export const useRefundableSales = (filters: RefundSearch, enabled: boolean) =>
  useQuery({
    queryKey: refundKeys.saleSearch(filters),
    queryFn: ({ signal }) => searchSales(filters, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
