import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@tillwise/core/staff/staff-schemas';
import { api, ApiRequestError, isUnauthorized, isUnreachable } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-client';
import { keepSession, keptSession, markSignOutOwed, signOutOwed } from './offline-session';

const ignoreRefusal = (error: unknown) => {
  if (!(error instanceof ApiRequestError)) throw error;
};

/**
 * The signed-in session, or null when nobody is signed in. While the server is away, the session this till was
 * working in. When it is back, what happened without it is settled first: a sign-out it missed ends its session,
 * and someone who signed in without it signs in again (the server's cookie is not theirs).
 */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    const kept = await keptSession().catch(() => ({ session: null, madeOffline: false }));
    if (kept.madeOffline || (await signOutOwed().catch(() => false))) {
      await api.delete('/session').catch(ignoreRefusal);
      await Promise.all([keepSession(null), markSignOutOwed(false)]);
      return null;
    }
    const session = await api.get<Session>('/session', { signal });
    void keepSession(session).catch(() => undefined);
    return session;
  } catch (error) {
    if (isUnauthorized(error)) {
      void keepSession(null).catch(() => undefined);
      return null;
    }
    if (isUnreachable(error)) return (await keptSession().catch(() => null))?.session ?? null;
    throw error;
  }
}

export const getSessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: ({ signal }) => getSession(signal), staleTime: Infinity });

export const useSession = () => useQuery(getSessionQueryOptions());
