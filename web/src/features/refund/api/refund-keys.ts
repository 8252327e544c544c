import type { SaleListQuery } from '@tillwise/core/sale/sale-schemas';

export const refundKeys = {
  all: ['refund'] as const,
  saleSearches: () => [...refundKeys.all, 'sales'] as const,
  saleSearch: (filters: Partial<SaleListQuery>) => [...refundKeys.saleSearches(), filters] as const,
  sale: (id: string) => [...refundKeys.all, 'sale', id] as const,
};
