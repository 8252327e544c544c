import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductPage } from '@tillwise/core/catalog/catalog-schemas';
import { api } from '@/lib/api-client';
import { purchaseOrderKeys } from './purchase-order-keys';

/** The products page's own search, asked for the few best matches an order line is picked from. */
export const getOrderProducts = (q: string, signal?: AbortSignal) =>
  api.get<ProductPage>('/products', { query: { q, page: 1, pageSize: 8 }, signal });

export const getOrderProductsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: purchaseOrderKeys.products(q),
    queryFn: ({ signal }) => getOrderProducts(q, signal),
    placeholderData: keepPreviousData,
  });

export const useOrderProducts = (q: string) => useQuery({ ...getOrderProductsQueryOptions(q), enabled: q !== '' });
