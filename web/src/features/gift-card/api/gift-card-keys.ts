import type { GiftCardListQuery } from '@tillwise/core/gift-card/gift-card-schemas';

export const giftCardKeys = {
  all: ['gift-card'] as const,
  lists: () => [...giftCardKeys.all, 'list'] as const,
  list: (filters: Partial<GiftCardListQuery>) => [...giftCardKeys.lists(), filters] as const,
  details: () => [...giftCardKeys.all, 'detail'] as const,
  /** By the code as stored (upper-case), so `gc-1` and `GC-1` share one cache entry. */
  detail: (code: string) => [...giftCardKeys.details(), code] as const,
};
