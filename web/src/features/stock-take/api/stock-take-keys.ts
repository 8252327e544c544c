import type { StockTakeListQuery } from '@tillwise/core/inventory/stock-take-schemas';

export const stockTakeKeys = {
  all: ['stock-take'] as const,
  lists: () => [...stockTakeKeys.all, 'list'] as const,
  list: (filters: Partial<StockTakeListQuery>) => [...stockTakeKeys.lists(), filters] as const,
  detail: (id: string) => [...stockTakeKeys.all, 'detail', id] as const,
};
