import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StartForRealStatus } from '@tillwise/core/settings/start-for-real-schemas';
import { api } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export const getStartForRealStatus = (signal?: AbortSignal) =>
  api.get<StartForRealStatus>('/settings/start-for-real', { signal });

export const getStartForRealStatusQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.startForReal(), queryFn: ({ signal }) => getStartForRealStatus(signal) });

/** Whether the store still holds the demo; asked only for those who may start for real (admins). */
export const useStartForRealStatus = (enabled = true) => useQuery({ ...getStartForRealStatusQueryOptions(), enabled });
