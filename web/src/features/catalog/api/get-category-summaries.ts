import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategorySummary } from '@tillwise/core/catalog/category-schemas';
import { api } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export const getCategorySummaries = (signal?: AbortSignal) =>
  api.get<CategorySummary[]>('/categories/summary', { signal });

export const getCategorySummariesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.categorySummaries(),
    queryFn: ({ signal }) => getCategorySummaries(signal),
    // The counts move with every product added or deleted anywhere: asked afresh whenever the screen opens.
    staleTime: 0,
  });

export const useCategorySummaries = () => useQuery(getCategorySummariesQueryOptions());
