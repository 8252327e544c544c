import type { Product, ProductPage } from '@tillwise/core/catalog/catalog-schemas';
import type { ProductSearch } from './product-index';
import type { SearchRequest, SearchRequests, SearchRequestType, SearchResponse, SearchResults } from './search-handler';

/** The part of a Worker the client uses (a test passes its own). */
export interface SearchWorkerPort {
  postMessage(message: SearchRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchResponse>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  terminate(): void;
}

export interface SearchClient {
  /** Replaces the catalogue the worker searches; resolves with how many products it holds. */
  load(products: Product[]): Promise<number>;
  /** Adds or replaces products (matched by id). */
  upsert(products: Product[]): Promise<number>;
  remove(ids: string[]): Promise<number>;
  /** One page of matches and their count, as GET /api/products answers. */
  search(query: ProductSearch): Promise<ProductPage>;
  /** The product with this exact barcode, or this SKU ignoring case; null when there is none. */
  lookup(code: string): Promise<Product | null>;
  /** Stops the worker; requests still waiting are rejected. */
  close(): void;
}

interface Waiting {
  resolve: (result: SearchResults[SearchRequestType]) => void;
  reject: (error: Error) => void;
}

/** The till's search worker behind promises: each request gets an id, and its answer settles that promise. */
export function createSearchClient(
  worker: SearchWorkerPort = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' }),
): SearchClient {
  const waiting = new Map<number, Waiting>();
  let lastId = 0;

  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.addEventListener('message', (event) => {
    const response = event.data;
    const request = waiting.get(response.id);
    if (!request) return;
    waiting.delete(response.id);
    if (response.ok) request.resolve(response.result);
    else request.reject(new Error(response.error));
  });
  worker.addEventListener('error', (event) => failAll(new Error(event.message || 'The search worker failed')));

  const send = <Type extends SearchRequestType>(type: Type, fields: SearchRequests[Type]) =>
    new Promise<SearchResults[Type]>((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, { resolve: resolve as Waiting['resolve'], reject });
      worker.postMessage({ id, type, ...fields } as SearchRequest);
    });

  return {
    load: async (products) => (await send('load', { products })).size,
    upsert: async (products) => (await send('upsert', { products })).size,
    remove: async (ids) => (await send('remove', { ids })).size,
    search: (query) => send('search', { query }),
    lookup: (code) => send('lookup', { code }),
    close: () => {
      worker.terminate();
      failAll(new Error('The search worker was closed'));
    },
  };
}
