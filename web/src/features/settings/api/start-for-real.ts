import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { StartForRealInput, StartForRealResult } from '@tillwise/core/settings/start-for-real-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
// lib/query-client's sessionQueryKey, spelled out, as switch-store.ts does (the till's first load stays small).
const sessionQueryKey = ['session', 'current'] as const;

export const startForReal = (input: StartForRealInput) =>
  api.post<StartForRealResult>('/settings/start-for-real', { body: input });

/**
 * Starts for real. Everything cached was the demo's: every query but the session is reset (its data dropped, what is
 * on screen read afresh), and the session is read again in place, since its stores changed.
 */
export function useStartForReal(
  options: UseMutationOptions<StartForRealResult, ApiRequestError, StartForRealInput> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: startForReal,
    onSuccess: (result, ...args) => {
      const session = queryClient.getQueryCache().find({ queryKey: sessionQueryKey, exact: true });
      void queryClient.resetQueries({ predicate: (query) => query !== session });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey, exact: true });
      return onSuccess?.(result, ...args);
    },
  });
}
