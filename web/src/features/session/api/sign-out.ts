import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isUnreachable } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-client';
import { keepSession, markSignOutOwed } from './offline-session';

/** Ends the session; with the server away, the till forgets it now and ends it on the server once it is back. */
export async function signOut(): Promise<void> {
  try {
    await api.delete('/session');
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    await markSignOutOwed(true);
  } finally {
    const forgetCredential = import('./offline-credential').then(({ keepOpenCredential }) => keepOpenCredential(null));
    await Promise.all([keepSession(null), forgetCredential]).catch(() => undefined);
  }
}

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
