import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-client';

export const signOut = () => api.delete('/session');

/** Ends the session on the server and forgets everything cached for this user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      // Keep the session query (its observers drive the gate); drop everything the user had loaded.
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey !== sessionQueryKey && query.queryKey[0] !== 'session',
      });
      queryClient.getMutationCache().clear();
    },
  });
}
