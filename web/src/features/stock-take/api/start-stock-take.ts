import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { StockTake, StockTakeInput } from '@tillwise/core/inventory/stock-take-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { stockTakeKeys } from './stock-take-keys';

export const startStockTake = (input: StockTakeInput) => api.post<StockTake>('/stock-takes', { body: input });

export function useStartStockTake(options: UseMutationOptions<StockTake, ApiRequestError, StockTakeInput> = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: startStockTake,
    // Refused too: a refusal means another device has started a count this list does not show yet.
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: stockTakeKeys.lists() });
      return onSettled?.(...args);
    },
  });
}
