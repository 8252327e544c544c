import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError, isUnauthorized } from './api-client';

export const sessionQueryKey = ['session', 'current'] as const;

/** The app's query client: no retries for answers the user must act on (4xx), and an expired session signs out. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorized(error) && query.queryKey !== sessionQueryKey) {
          queryClient.setQueryData(sessionQueryKey, null);
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status < 500) && failureCount < 2,
      },
    },
  });
  return queryClient;
}
