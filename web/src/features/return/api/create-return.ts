import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Return, ReturnInput } from '@tillwise/core/return/return-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';

export const createReturn = (input: ReturnInput) => api.post<Return>('/returns', { body: input });

/**
 * Records a return without receipt. It needs the server (the chain's rule, the customer's credit), so it is never
 * held on the till. Stock, customers and the shift all change, so every cached answer is refreshed.
 */
export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation<Return, ApiRequestError | Error, ReturnInput>({
    mutationFn: createReturn,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
