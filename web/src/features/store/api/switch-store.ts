import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { Session } from '@tillwise/core/staff/staff-schemas';
import type { SwitchStoreInput } from '@tillwise/core/store/store-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
const sessionQueryKey = ['session', 'current'] as const;
import { showSessionStore } from './show-session-store';

export const switchStore = (input: SwitchStoreInput) => api.post<Session>('/session/store', { body: input });

/** Moves the session to another store of the chain; every screen then refetches for that store. */
export function useSwitchStore(options: UseMutationOptions<Session, ApiRequestError, SwitchStoreInput> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: switchStore,
    onSuccess: (session, ...args) => {
      void showSessionStore(queryClient, sessionQueryKey, session);
      return onSuccess?.(session, ...args);
    },
  });
}
