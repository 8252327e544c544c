import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quote } from '@tillwise/core/quote/quote-schemas';
import { api } from '@/lib/api-client';
import { quoteKeys } from './quote-keys';

export const getQuote = (id: string, signal?: AbortSignal) =>
  api.get<Quote>(`/quotes/${encodeURIComponent(id)}`, { signal });

export const getQuoteQueryOptions = (id: string) =>
  queryOptions({ queryKey: quoteKeys.detail(id), queryFn: ({ signal }) => getQuote(id, signal) });

/** One quote with its lines at their quoted prices and today's. */
export const useQuote = (id: string | null) => useQuery({ ...getQuoteQueryOptions(id ?? ''), enabled: id !== null });
