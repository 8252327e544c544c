import type { SpecialOrderListQuery } from '@tillwise/core/special-order/special-order-schemas';

export const specialOrderKeys = {
  all: ['special-order'] as const,
  lists: () => [...specialOrderKeys.all, 'list'] as const,
  list: (filters: Partial<SpecialOrderListQuery>) => [...specialOrderKeys.lists(), filters] as const,
  details: () => [...specialOrderKeys.all, 'detail'] as const,
  detail: (id: string) => [...specialOrderKeys.details(), id] as const,
};
