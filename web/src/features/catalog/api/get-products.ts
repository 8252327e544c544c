import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListQuery, ProductPage } from '@tillwise/core/catalog/catalog-schemas';
import { api } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export type ProductFilters = Partial<ProductListQuery>;

export const getProducts = (filters: ProductFilters, signal?: AbortSignal) =>
  api.get<ProductPage>('/products', { query: filters, signal });

export const getProductsQueryOptions = (filters: ProductFilters) =>
  queryOptions({
    queryKey: catalogKeys.list(filters),
    queryFn: ({ signal }) => getProducts(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useProducts = (filters: ProductFilters) => useQuery(getProductsQueryOptions(filters));
