import { QueryCache, QueryClient } from '@tanstack/react-query';
import type { Session } from '@tillwise/core/staff/staff-schemas';
import { ApiRequestError, isUnauthorized } from './api-client';
import { followSignedInStore } from './signed-in-store';

export const sessionQueryKey = ['session', 'current'] as const;

/**
 * The app's query client: no retries for answers the user must act on (4xx), an expired session signs out, and
 * requests go out whatever the browser's online flag says. Its session names the signed-in store (signed-in-store.ts).
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorized(error) && query.queryKey !== sessionQueryKey) {
          queryClient.setQueryData(sessionQueryKey, null);
        }
      },
    }),
    // 'always': the browser's online flag does not pause requests. The till knows better (lib/connectivity.ts):
    // with the shop's Wi-Fi down a paid sale must still reach the outbox, and a kept answer stand in for a reply,
    // not wait in a paused mutation or query until the flag comes back.
    defaultOptions: {
      mutations: { networkMode: 'always' },
      queries: {
        networkMode: 'always',
        staleTime: 30_000,
        retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status < 500) && failureCount < 2,
      },
    },
  });
  followSignedInStore(() => queryClient.getQueryData<Session | null>(sessionQueryKey)?.store.id ?? null);
  return queryClient;
}
