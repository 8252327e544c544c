import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChainStore } from '@tillwise/core/store/store-schemas';
import { api } from '@/lib/api-client';
import { storeKeys } from './store-keys';

export const getStores = (signal?: AbortSignal) => api.get<ChainStore[]>('/stores', { signal });

export const getStoresQueryOptions = () =>
  queryOptions({ queryKey: storeKeys.lists(), queryFn: ({ signal }) => getStores(signal) });

export const useStores = (enabled = true) => useQuery({ ...getStoresQueryOptions(), enabled });
