import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { Session, SignInInput } from '@tillwise/core/staff/staff-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-client';

export const signIn = (input: SignInInput) => api.post<Session>('/session', { body: input });

/** Signs in and swaps the cached session, dropping anything the previous user had loaded. */
export function useSignIn(options: UseMutationOptions<Session, ApiRequestError, SignInInput> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: signIn,
    onSuccess: (session, ...args) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      queryClient.setQueryData(sessionQueryKey, session);
      onSuccess?.(session, ...args);
    },
  });
}
