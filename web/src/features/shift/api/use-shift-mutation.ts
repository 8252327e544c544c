import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiRequestError } from '@/lib/api-client';
import { shiftKeys } from './shift-keys';

/**
 * A change to a shift (open, cash moved, counted, closed, approved): every shift view refreshes before the
 * caller's onSuccess runs, so the till's bar, its X report and the history agree.
 */
export function useShiftMutation<I, R>(
  fn: (input: I) => Promise<R>,
  options: UseMutationOptions<R, ApiRequestError, I> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: fn,
    onSuccess: (result, ...args) => {
      void queryClient.invalidateQueries({ queryKey: shiftKeys.all });
      return onSuccess?.(result, ...args);
    },
  });
}
