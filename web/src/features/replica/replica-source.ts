import type { Category, Product, ProductPage } from '@tillwise/core/catalog/catalog-schemas';
import { keptCategories, ReplicaSync } from './api/replica-sync';
import { createSearchClient } from './search/search-client';
import type { ProductSearch } from './search/product-index';

/** What the till's product picker searches when the replica is ready: the same questions as GET /api/products. */
export interface ProductSource {
  search(query: ProductSearch): Promise<ProductPage>;
  lookup(code: string): Promise<Product | null>;
  categories(): Promise<Category[]>;
  replica: ReplicaSync;
}

let current: { storeId: string; source: ProductSource } | null = null;

/**
 * The till's replica for its store, started once per page: the POS loads this module after its first screen, so
 * the sync, IndexedDB and the search worker stay off the till's first load.
 */
export async function openProductSource(storeId: string): Promise<ProductSource> {
  if (current?.storeId === storeId) return current.source;
  current?.source.replica.stop();
  const search = createSearchClient();
  const replica = new ReplicaSync(storeId, search);
  const source: ProductSource = {
    search: (query) => search.search(query),
    lookup: (code) => search.lookup(code),
    categories: async () => (await keptCategories()) ?? [],
    replica,
  };
  current = { storeId, source };
  await replica.start();
  return source;
}
