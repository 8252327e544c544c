import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductPage } from '@tillwise/core/catalog/catalog-schemas';
import { api } from '@/lib/api-client';
import { promotionKeys } from './promotion-keys';

/** The products page's own search, asked for the few best matches a promotion is for. */
export const getPromotionProducts = (q: string, signal?: AbortSignal) =>
  api.get<ProductPage>('/products', { query: { q, page: 1, pageSize: 8 }, signal });

export const usePromotionProducts = (q: string) =>
  useQuery({
    ...queryOptions({
      queryKey: [...promotionKeys.all, 'products', q],
      queryFn: ({ signal }) => getPromotionProducts(q, signal),
      placeholderData: keepPreviousData,
    }),
    enabled: q !== '',
  });
