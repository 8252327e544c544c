import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignInRoster } from '@tillwise/core/staff/staff-schemas';
import { api } from '@/lib/api-client';

export const signInRosterQueryKey = ['session', 'roster'] as const;

export const getSignInRoster = (signal?: AbortSignal) => api.get<SignInRoster>('/session/roster', { signal });

export const getSignInRosterQueryOptions = () =>
  queryOptions({ queryKey: signInRosterQueryKey, queryFn: ({ signal }) => getSignInRoster(signal) });

export const useSignInRoster = () => useQuery(getSignInRosterQueryOptions());
