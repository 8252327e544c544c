import type { QuoteListQuery } from '@tillwise/core/quote/quote-schemas';

export const quoteKeys = {
  all: ['quote'] as const,
  lists: () => [...quoteKeys.all, 'list'] as const,
  list: (filters: Partial<QuoteListQuery>) => [...quoteKeys.lists(), filters] as const,
  details: () => [...quoteKeys.all, 'detail'] as const,
  detail: (id: string) => [...quoteKeys.details(), id] as const,
};
