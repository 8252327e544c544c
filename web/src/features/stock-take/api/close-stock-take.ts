import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { StockTake, StockTakeApplyInput } from '@tillwise/core/inventory/stock-take-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { stockTakeKeys } from './stock-take-keys';

/** Applying writes the variances to the ledger; cancelling closes the count and moves nothing. */
export type CloseStockTakeVariables =
  { stockTakeId: string; action: 'apply'; input: StockTakeApplyInput } | { stockTakeId: string; action: 'cancel' };

export const closeStockTake = (variables: CloseStockTakeVariables) =>
  variables.action === 'apply'
    ? api.post<StockTake>(`/stock-takes/${variables.stockTakeId}/apply`, { body: variables.input })
    : api.post<StockTake>(`/stock-takes/${variables.stockTakeId}/cancel`);

export function useCloseStockTake(
  options: UseMutationOptions<StockTake, ApiRequestError, CloseStockTakeVariables> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: closeStockTake,
    onSuccess: (take, ...args) => {
      queryClient.setQueryData(stockTakeKeys.detail(take.id), take);
      void queryClient.invalidateQueries({ queryKey: stockTakeKeys.lists() });
      return onSuccess?.(take, ...args);
    },
  });
}
