import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Layaway } from '@tillwise/core/layaway/layaway-schemas';
import { api } from '@/lib/api-client';
import { layawayKeys } from './layaway-keys';

export const getLayaway = (id: string, signal?: AbortSignal) =>
  api.get<Layaway>(`/layaways/${encodeURIComponent(id)}`, { signal });

export const getLayawayQueryOptions = (id: string) =>
  queryOptions({ queryKey: layawayKeys.detail(id), queryFn: ({ signal }) => getLayaway(id, signal) });

/** One layaway with its lines and the money paid onto it. */
export const useLayaway = (id: string) => useQuery(getLayawayQueryOptions(id));
