import type { SaleListQuery } from '@tillwise/core/sale/sale-schemas';

export const saleKeys = {
  all: ['sale'] as const,
  lists: () => [...saleKeys.all, 'list'] as const,
  list: (filters: Partial<SaleListQuery>) => [...saleKeys.lists(), filters] as const,
  /** The till's Parked sales: a list, so what parks or discards a sale refreshes it. */
  parked: () => [...saleKeys.lists(), 'parked'] as const,
  details: () => [...saleKeys.all, 'detail'] as const,
  detail: (id: string) => [...saleKeys.details(), id] as const,
  receiptSettings: () => [...saleKeys.all, 'receipt-settings'] as const,
};
