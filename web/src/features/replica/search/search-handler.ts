import type { Product, ProductPage } from '@tillwise/core/catalog/catalog-schemas';
import { ProductIndex } from './product-index';
import type { ProductSearch } from './product-index';

/** What each request to the search worker carries, by type. */
export interface SearchRequests {
  /** Replaces the whole catalogue. */
  load: { products: Product[] };
  /** Adds or replaces products (matched by id). */
  upsert: { products: Product[] };
  remove: { ids: string[] };
  search: { query: ProductSearch };
  /** An exact barcode or SKU, as GET /api/products/lookup. */
  lookup: { code: string };
}

/** What the worker answers to each type of request. */
export interface SearchResults {
  load: { size: number };
  upsert: { size: number };
  remove: { size: number };
  search: ProductPage;
  lookup: Product | null;
}

export type SearchRequestType = keyof SearchRequests;

/** A message to the worker: the request's fields, its type and an id the answer repeats. */
export type SearchRequest = {
  [Type in SearchRequestType]: { id: number; type: Type } & SearchRequests[Type];
}[SearchRequestType];

export type SearchResponse =
  { id: number; ok: true; result: SearchResults[SearchRequestType] } | { id: number; ok: false; error: string };

/**
 * The search worker's behaviour without the worker: one index, and a function from each request to its answer,
 * so it can be tested (and run) anywhere.
 */
export function createSearchHandler(): (request: SearchRequest) => SearchResponse {
  let index = new ProductIndex();
  const answer = (request: SearchRequest): SearchResults[SearchRequestType] => {
    switch (request.type) {
      case 'load':
        // A new index is cheaper than taking every product out of the old one.
        index = new ProductIndex();
        index.build(request.products);
        return { size: index.size };
      case 'upsert':
        index.upsert(request.products);
        return { size: index.size };
      case 'remove':
        index.remove(request.ids);
        return { size: index.size };
      case 'search':
        return index.search(request.query);
      case 'lookup':
        return index.lookup(request.code);
    }
  };
  return (request) => {
    try {
      return { id: request.id, ok: true, result: answer(request) };
    } catch (error) {
      return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
}
