import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { Refund, RefundInput } from '@tillwise/core/refund/refund-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { refundKeys } from './refund-keys';

export const createRefund = (input: RefundInput) => api.post<Refund>('/refunds', { body: input });

/** Records a refund; the caller's onSuccess runs after this feature's caches are refreshed. */
export function useCreateRefund(options: UseMutationOptions<Refund, ApiRequestError, RefundInput> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: createRefund,
    onSuccess: (refund, ...args) => {
      void queryClient.invalidateQueries({ queryKey: refundKeys.all });
      return onSuccess?.(refund, ...args);
    },
  });
}
