import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { CreateTransferInput, Transfer } from '@tillwise/core/inventory/transfer-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { transferKeys } from './transfer-keys';

export const createTransfer = (input: CreateTransferInput) => api.post<Transfer>('/transfers', { body: input });

/** Sends stock to another store; the transfer lists and the picker's stock refresh before the caller's onSuccess. */
export function useCreateTransfer(options: UseMutationOptions<Transfer, ApiRequestError, CreateTransferInput> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: createTransfer,
    onSuccess: (transfer, ...args) => {
      void queryClient.invalidateQueries({ queryKey: transferKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: transferKeys.productSearches() });
      return onSuccess?.(transfer, ...args);
    },
  });
}
