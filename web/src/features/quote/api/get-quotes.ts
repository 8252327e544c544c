import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteListQuery, QuotePage } from '@tillwise/core/quote/quote-schemas';
import { api } from '@/lib/api-client';
import { quoteKeys } from './quote-keys';

export type QuoteFilters = Partial<QuoteListQuery>;

export const getQuotes = (filters: QuoteFilters, signal?: AbortSignal) =>
  api.get<QuotePage>('/quotes', { query: filters, signal });

export const getQuotesQueryOptions = (filters: QuoteFilters) =>
  queryOptions({
    queryKey: quoteKeys.list(filters),
    queryFn: ({ signal }) => getQuotes(filters, signal),
    // A new search keeps the last page on screen until its own arrives.
    placeholderData: keepPreviousData,
  });

/** The store's quotes, or one customer's, by number or customer and status. */
export const useQuotes = (filters: QuoteFilters) => useQuery(getQuotesQueryOptions(filters));
