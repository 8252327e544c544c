import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResults } from '@tillwise/core/search/search-schemas';
import { api } from '@/lib/api-client';

export const searchKeys = {
  all: ['search'] as const,
  results: (q: string) => [...searchKeys.all, q] as const,
};

export const searchEverything = (q: string, signal?: AbortSignal) =>
  api.get<SearchResults>('/search', { query: { q }, signal });

export const getSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.results(q),
    queryFn: ({ signal }) => searchEverything(q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const useSearchEverything = (q: string) => useQuery(getSearchQueryOptions(q));
