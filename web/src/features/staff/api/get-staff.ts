import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffAccount } from '@tillwise/core/staff/staff-admin-schemas';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

export const getStaff = (signal?: AbortSignal) => api.get<StaffAccount[]>('/staff', { signal });

export const getStaffQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.lists(), queryFn: ({ signal }) => getStaff(signal) });

export const useStaff = () => useQuery(getStaffQueryOptions());
