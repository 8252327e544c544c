import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PurchaseOrderListQuery, PurchaseOrderPage } from '@tillwise/core/purchasing/purchase-order-schemas';
import { api } from '@/lib/api-client';
import { purchaseOrderKeys } from './purchase-order-keys';

export type PurchaseOrderFilters = Partial<PurchaseOrderListQuery>;

export const getPurchaseOrders = (filters: PurchaseOrderFilters, signal?: AbortSignal) =>
  api.get<PurchaseOrderPage>('/purchase-orders', { query: filters, signal });

export const getPurchaseOrdersQueryOptions = (filters: PurchaseOrderFilters) =>
  queryOptions({
    queryKey: purchaseOrderKeys.list(filters),
    queryFn: ({ signal }) => getPurchaseOrders(filters, signal),
    placeholderData: keepPreviousData,
  });

export const usePurchaseOrders = (filters: PurchaseOrderFilters) => useQuery(getPurchaseOrdersQueryOptions(filters));
