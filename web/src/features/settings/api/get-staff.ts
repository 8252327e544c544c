import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffAccount } from '@tillwise/core/staff/staff-admin-schemas';
import { api } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export const getStaff = (signal?: AbortSignal) => api.get<StaffAccount[]>('/staff', { signal });

export const getStaffQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.staff(), queryFn: ({ signal }) => getStaff(signal) });

export const useStaff = () => useQuery(getStaffQueryOptions());
