import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Till } from '@tillwise/core/till/till-schemas';
import { api } from '@/lib/api-client';
import { tillKeys } from './till-keys';

export const getTills = (signal?: AbortSignal) => api.get<Till[]>('/tills', { signal });

export const getTillsQueryOptions = () =>
  queryOptions({ queryKey: tillKeys.lists(), queryFn: ({ signal }) => getTills(signal) });

export const useTills = (enabled = true) => useQuery({ ...getTillsQueryOptions(), enabled });
