import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignInRoster } from '@tillwise/core/staff/staff-schemas';
import { api, isUnreachable } from '@/lib/api-client';
import { keepRoster, keptRoster } from './offline-session';

export const signInRosterQueryKey = ['session', 'roster'] as const;

/** Who may sign in; on a till, only the staff of the till's store (and the admins), the last list kept offline. */
export async function getSignInRoster(storeId?: string, signal?: AbortSignal): Promise<SignInRoster> {
  try {
    const roster = await api.get<SignInRoster>('/session/roster', { query: { storeId }, signal });
    void keepRoster(storeId, roster).catch(() => undefined);
    return roster;
  } catch (error) {
    const kept = isUnreachable(error) ? await keptRoster(storeId).catch(() => null) : null;
    if (kept) return kept;
    throw error;
  }
}

export const getSignInRosterQueryOptions = (storeId?: string) =>
  queryOptions({
    queryKey: [...signInRosterQueryKey, storeId ?? null],
    queryFn: ({ signal }) => getSignInRoster(storeId, signal),
  });

export const useSignInRoster = (storeId?: string) => useQuery(getSignInRosterQueryOptions(storeId));
