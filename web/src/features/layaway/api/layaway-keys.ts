import type { LayawayListQuery } from '@tillwise/core/layaway/layaway-schemas';

export const layawayKeys = {
  all: ['layaway'] as const,
  lists: () => [...layawayKeys.all, 'list'] as const,
  list: (filters: Partial<LayawayListQuery>) => [...layawayKeys.lists(), filters] as const,
  details: () => [...layawayKeys.all, 'detail'] as const,
  detail: (id: string) => [...layawayKeys.details(), id] as const,
};
