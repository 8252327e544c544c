import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductVariants } from '@tillwise/core/catalog/variant-schemas';
import { api } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export const getVariants = (productId: string, signal?: AbortSignal) =>
  api.get<ProductVariants>(`/products/${productId}/variants`, { signal });

export const getVariantsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...catalogKeys.all, 'variants', productId],
    queryFn: ({ signal }) => getVariants(productId, signal),
  });

export const useVariants = (productId: string) => useQuery(getVariantsQueryOptions(productId));
