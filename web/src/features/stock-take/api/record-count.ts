import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { StockCountInput } from '@tillwise/core/inventory/stock-take-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { stockTakeKeys } from './stock-take-keys';

export interface CountResult {
  productId: string;
  name: string;
  counted: number;
}
export interface RecordCountVariables {
  stockTakeId: string;
  input: Partial<StockCountInput> & Pick<StockCountInput, 'quantity' | 'mode'>;
}

export const recordCount = ({ stockTakeId, input }: RecordCountVariables) =>
  api.post<CountResult>(`/stock-takes/${stockTakeId}/counts`, { body: input });

/** One count (a scan adds, a typed count sets); the stock take refreshes at once. */
export function useRecordCount(options: UseMutationOptions<CountResult, ApiRequestError, RecordCountVariables> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: recordCount,
    onSuccess: (result, variables, ...args) => {
      void queryClient.invalidateQueries({ queryKey: stockTakeKeys.detail(variables.stockTakeId) });
      return onSuccess?.(result, variables, ...args);
    },
  });
}
