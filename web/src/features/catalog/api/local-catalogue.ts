import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Category, Product, ProductListQuery, ProductPage } from '@tillwise/core/catalog/catalog-schemas';
import { catalogKeys } from './catalog-keys';

/**
 * The catalogue as the till holds it locally (the replica and its search worker): the same answers as the API,
 * online or not. `version` changes whenever the products it holds change, so lists asked again are fresh.
 */
export interface LocalCatalogue {
  version: number;
  search(query: Pick<ProductListQuery, 'q' | 'categoryId' | 'active' | 'page' | 'pageSize'>): Promise<ProductPage>;
  lookup(code: string): Promise<Product | null>;
  categories(): Promise<Category[]>;
  /** Asks the server for what changed now, e.g. after this till sold or refunded (stock moved). */
  refresh(): void;
}

export const localProductsQueryOptions = (local: LocalCatalogue, filters: Partial<ProductListQuery>) =>
  queryOptions({
    queryKey: [...catalogKeys.list(filters), 'local', local.version],
    queryFn: () => local.search({ page: 1, pageSize: 24, ...filters }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

export const localCategoriesQueryOptions = (local: LocalCatalogue) =>
  queryOptions({
    queryKey: [...catalogKeys.categories(), 'local', local.version],
    queryFn: () => local.categories(),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
