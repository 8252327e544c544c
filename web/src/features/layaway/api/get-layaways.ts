import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LayawayListQuery, LayawayPage } from '@tillwise/core/layaway/layaway-schemas';
import { api } from '@/lib/api-client';
import { layawayKeys } from './layaway-keys';

export type LayawayFilters = Partial<LayawayListQuery>;

export const getLayaways = (filters: LayawayFilters, signal?: AbortSignal) =>
  api.get<LayawayPage>('/layaways', { query: filters, signal });

export const getLayawaysQueryOptions = (filters: LayawayFilters) =>
  queryOptions({
    queryKey: layawayKeys.list(filters),
    queryFn: ({ signal }) => getLayaways(filters, signal),
    placeholderData: keepPreviousData,
  });

/** The store's layaways, or one customer's, by number or customer and status. */
export const useLayaways = (filters: LayawayFilters) => useQuery(getLayawaysQueryOptions(filters));
