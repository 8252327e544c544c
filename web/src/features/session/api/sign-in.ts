import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { Session, SignInInput } from '@tillwise/core/staff/staff-schemas';
import { api, isUnreachable } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-client';
import { keepSession, markSignOutOwed, rememberSignIn, signInOffline } from './offline-session';

export const signIn = (input: SignInInput) => api.post<Session>('/session', { body: input });

/**
 * Signs in with the server; on a till (the input names its store) it also keeps a check of the PIN, so the same
 * person can sign in there while the server is away, which is what happens when it cannot be reached.
 */
export async function signInAtTill({ tillId, ...input }: SignInInput & { tillId?: string }): Promise<Session> {
  let session: Session;
  try {
    session = await signIn(input);
  } catch (error) {
    if (isUnreachable(error) && input.storeId) return signInOffline(input.userId, input.pin);
    throw error;
  }
  // A browser without IndexedDB simply has no offline sign-in. The PIN check takes a moment to derive: not waited for.
  if (input.storeId) {
    // Their offline credential is open at once, for what they may take offline from the next moment on.
    // Loaded when first needed: signing in on a browser that is not a till never needs it.
    const { issueOfflineCredential, keepOpenCredential } = await import('./offline-credential');
    const issued = tillId ? await issueOfflineCredential(tillId).catch(() => null) : null;
    await keepOpenCredential(issued && { userId: session.user.id, credential: issued.credential }).catch(
      () => undefined,
    );
    void rememberSignIn(session, input.pin, issued).catch(() => undefined);
  }
  await Promise.all([keepSession(session), markSignOutOwed(false)]).catch(() => undefined);
  return session;
}

/** Signs in and swaps the cached session, dropping anything the previous user had loaded. */
export function useSignIn(options: UseMutationOptions<Session, Error, SignInInput & { tillId?: string }> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: signInAtTill,
    onSuccess: (session, ...args) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      queryClient.setQueryData(sessionQueryKey, session);
      onSuccess?.(session, ...args);
    },
  });
}
