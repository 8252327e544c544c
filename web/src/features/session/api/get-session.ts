import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@tillwise/core/staff/staff-schemas';
import { api, isUnauthorized } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-client';

/** The signed-in session, or null when nobody is signed in. */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    return await api.get<Session>('/session', { signal });
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

export const getSessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: ({ signal }) => getSession(signal), staleTime: Infinity });

export const useSession = () => useQuery(getSessionQueryOptions());
