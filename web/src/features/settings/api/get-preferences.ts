import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferences } from '@tillwise/core/settings/preferences';
import { api } from '@/lib/api-client';
import { keptAnswer } from '@/lib/kept-answer';
import { settingsKeys } from './settings-keys';

export const getPreferences = (signal?: AbortSignal) =>
  keptAnswer('preferences', () => api.get<Preferences>('/settings/preferences', { signal }));

export const getPreferencesQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.preferences(), queryFn: ({ signal }) => getPreferences(signal) });

export const usePreferences = () => useQuery(getPreferencesQueryOptions());
