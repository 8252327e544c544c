import type { ProductListQuery } from '@tillwise/core/catalog/catalog-schemas';

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  /** The Categories screen's list (with product counts): under categories(), so refreshing those refreshes it. */
  categorySummaries: () => [...catalogKeys.categories(), 'summary'] as const,
  lists: () => [...catalogKeys.all, 'products'] as const,
  list: (filters: Partial<ProductListQuery>) => [...catalogKeys.lists(), filters] as const,
  details: () => [...catalogKeys.all, 'product'] as const,
  detail: (id: string) => [...catalogKeys.details(), id] as const,
};
