import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignInRoster } from '@tillwise/core/staff/staff-schemas';
import { api } from '@/lib/api-client';

export const signInRosterQueryKey = ['session', 'roster'] as const;

/** Who may sign in; on a till, only the staff of the till's store (and the admins). */
export const getSignInRoster = (storeId?: string, signal?: AbortSignal) =>
  api.get<SignInRoster>('/session/roster', { query: { storeId }, signal });

export const getSignInRosterQueryOptions = (storeId?: string) =>
  queryOptions({
    queryKey: [...signInRosterQueryKey, storeId ?? null],
    queryFn: ({ signal }) => getSignInRoster(storeId, signal),
  });

export const useSignInRoster = (storeId?: string) => useQuery(getSignInRosterQueryOptions(storeId));
