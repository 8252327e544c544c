import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreSettings } from '@tillwise/core/settings/store-settings';
import { api } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export const getStoreSettings = (signal?: AbortSignal) => api.get<StoreSettings>('/settings/store', { signal });

export const getStoreSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.store(), queryFn: ({ signal }) => getStoreSettings(signal) });

export const useStoreSettings = (enabled = true) => useQuery({ ...getStoreSettingsQueryOptions(), enabled });
