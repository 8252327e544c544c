import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromotionList } from '@tillwise/core/promotion/promotion-schemas';
import { api } from '@/lib/api-client';
import { promotionKeys } from './promotion-keys';

export const getPromotions = (signal?: AbortSignal) => api.get<PromotionList>('/promotions', { signal });

export const usePromotions = () =>
  useQuery(queryOptions({ queryKey: promotionKeys.list(), queryFn: ({ signal }) => getPromotions(signal) }));
