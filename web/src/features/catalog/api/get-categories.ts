import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@tillwise/core/catalog/catalog-schemas';
import { api } from '@/lib/api-client';
import { keptAnswer } from '@/lib/kept-answer';
import { catalogKeys } from './catalog-keys';

export const getCategories = (signal?: AbortSignal) =>
  keptAnswer('categories', () => api.get<Category[]>('/categories', { signal }));

export const getCategoriesQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.categories(), queryFn: ({ signal }) => getCategories(signal) });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
