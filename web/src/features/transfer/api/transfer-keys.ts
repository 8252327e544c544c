import type { TransferListQuery } from '@tillwise/core/inventory/transfer-schemas';

export const transferKeys = {
  all: ['transfer'] as const,
  lists: () => [...transferKeys.all, 'list'] as const,
  list: (filters: Partial<TransferListQuery>) => [...transferKeys.lists(), filters] as const,
  destinations: () => [...transferKeys.all, 'destinations'] as const,
  productSearches: () => [...transferKeys.all, 'products'] as const,
  products: (q: string) => [...transferKeys.productSearches(), q] as const,
};
