import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductPage } from '@tillwise/core/catalog/catalog-schemas';
import { api } from '@/lib/api-client';
import { transferKeys } from './transfer-keys';

const resultCount = 8;

/** The products page's own search, asked for the few best matches a transfer line is picked from. */
export const getTransferProducts = (q: string, signal?: AbortSignal) =>
  api.get<ProductPage>('/products', { query: { q, page: 1, pageSize: resultCount }, signal });

export const getTransferProductsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: transferKeys.products(q),
    queryFn: ({ signal }) => getTransferProducts(q, signal),
    placeholderData: keepPreviousData,
  });

export const useTransferProducts = (q: string) =>
  useQuery({ ...getTransferProductsQueryOptions(q), enabled: q !== '' });
