import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TillPromotions } from '@tillwise/core/promotion/promotion-schemas';
import { api } from '@/lib/api-client';
import { keptAnswer } from '@/lib/kept-answer';
import { promotionKeys } from './promotion-keys';

// Kept on the till: offline it goes on applying the promotions it last heard of.
export const getTillPromotions = (signal?: AbortSignal) =>
  keptAnswer('till-promotions', () => api.get<TillPromotions>('/promotions/till', { signal }));

/** Asked again every minute, so a promotion saved in the back office reaches a till that is ringing up. */
export const useTillPromotions = () =>
  useQuery(
    queryOptions({
      queryKey: promotionKeys.till(),
      queryFn: ({ signal }) => getTillPromotions(signal),
      refetchInterval: 60_000,
    }),
  );
