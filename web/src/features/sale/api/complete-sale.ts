import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import type { CompleteSaleInput } from '@tillwise/core/sale/sale-input-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { saleKeys } from './sale-keys';

/**
 * Records the sale, giving up on an answer after a while: the till keeps the sale in its outbox and resends it
 * under the same id, which the server records once.
 */
export const completeSale = (input: CompleteSaleInput) =>
  api.post<Sale>('/sales', { body: input, signal: AbortSignal.timeout(10_000) });

/** Records the sale; the caller's onSuccess runs after the sale lists are refreshed. */
export function useCompleteSale(options: UseMutationOptions<Sale, ApiRequestError, CompleteSaleInput> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: completeSale,
    onSuccess: (sale, ...args) => {
      void queryClient.invalidateQueries({ queryKey: saleKeys.lists() });
      queryClient.setQueryData(saleKeys.detail(sale.id), sale);
      return onSuccess?.(sale, ...args);
    },
  });
}
