import type { PurchaseOrderListQuery } from '@tillwise/core/purchasing/purchase-order-schemas';

export const purchaseOrderKeys = {
  all: ['purchase-order'] as const,
  lists: () => [...purchaseOrderKeys.all, 'list'] as const,
  list: (filters: Partial<PurchaseOrderListQuery>) => [...purchaseOrderKeys.lists(), filters] as const,
  reorder: () => [...purchaseOrderKeys.all, 'reorder'] as const,
  products: (q: string) => [...purchaseOrderKeys.all, 'products', q] as const,
};
