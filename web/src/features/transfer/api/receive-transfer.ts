import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { Transfer } from '@tillwise/core/inventory/transfer-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { transferKeys } from './transfer-keys';

export const receiveTransfer = (transferId: string) => api.post<Transfer>(`/transfers/${transferId}/receive`);

/** Receives an in-transit transfer at this store; the lists refresh before the caller's onSuccess. */
export function useReceiveTransfer(options: UseMutationOptions<Transfer, ApiRequestError, string> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: receiveTransfer,
    onSuccess: (transfer, ...args) => {
      void queryClient.invalidateQueries({ queryKey: transferKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: transferKeys.productSearches() });
      return onSuccess?.(transfer, ...args);
    },
  });
}
