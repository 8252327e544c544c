import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Session } from '@tillwise/core/staff/staff-schemas';

/**
 * After a store switch every screen's data belongs to the old store: the new session goes in as it is, and every
 * other query is marked stale so what is on screen refetches for the new store.
 */
export function showSessionStore(queryClient: QueryClient, sessionKey: QueryKey, session: Session) {
  queryClient.setQueryData(sessionKey, session);
  const sessionQuery = queryClient.getQueryCache().find({ queryKey: sessionKey, exact: true });
  return queryClient.invalidateQueries({ predicate: (query) => query !== sessionQuery });
}
