import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferences } from '@tillwise/core/settings/preferences';
import { api } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export const getPreferences = (signal?: AbortSignal) => api.get<Preferences>('/settings/preferences', { signal });

export const getPreferencesQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.preferences(), queryFn: ({ signal }) => getPreferences(signal) });

export const usePreferences = () => useQuery(getPreferencesQueryOptions());
