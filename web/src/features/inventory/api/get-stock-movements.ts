import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StockMovementPage } from '@tillwise/core/inventory/inventory-schemas';
import { api } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

export const movementPageSize = 10;

export const getStockMovements = (productId: string, page: number, signal?: AbortSignal) =>
  api.get<StockMovementPage>(`/products/${productId}/stock-movements`, {
    query: { page, pageSize: movementPageSize },
    signal,
  });

export const getStockMovementsQueryOptions = (productId: string, page: number) =>
  queryOptions({
    queryKey: inventoryKeys.movements(productId, page),
    queryFn: ({ signal }) => getStockMovements(productId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useStockMovements = (productId: string, page: number) =>
  useQuery(getStockMovementsQueryOptions(productId, page));
