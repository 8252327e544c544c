import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiRequestError } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

/** A staff change: the staff list and the sign-in roster refresh before the caller's onSuccess runs. */
export function useStaffMutation<I, R>(
  fn: (input: I) => Promise<R>,
  options: UseMutationOptions<R, ApiRequestError, I>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: fn,
    onSuccess: (result, ...args) => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['session'] });
      return onSuccess?.(result, ...args);
    },
  });
}
