import type { SearchResults } from '@tillwise/core/search/search-schemas';

export type SearchHit =
  | { kind: 'product'; item: SearchResults['products'][number] }
  | { kind: 'order'; item: SearchResults['orders'][number] }
  | { kind: 'customer'; item: SearchResults['customers'][number] };

/** The results in display order: products, then orders, then customers; arrow keys walk this list. */
export function flattenResults(results: SearchResults | undefined): SearchHit[] {
  if (!results) return [];
  return [
    ...results.products.map((item) => ({ kind: 'product' as const, item })),
    ...results.orders.map((item) => ({ kind: 'order' as const, item })),
    ...results.customers.map((item) => ({ kind: 'customer' as const, item })),
  ];
}

/** The id of a result's option, for the search box's aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;
