import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { Session } from '@tillwise/core/staff/staff-schemas';
import type { SwitchStoreInput } from '@tillwise/core/store/store-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
// lib/query-client's sessionQueryKey, spelled out: importing that module from a lazily loaded chunk makes the bundler
// split the query client out of the entry chunk, a kilobyte more on the till's first load.
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
