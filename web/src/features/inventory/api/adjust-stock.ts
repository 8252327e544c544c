import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { StockAdjustmentInput, StockAdjustmentResult } from '@tillwise/core/inventory/inventory-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

export type AdjustStockVariables = { productId: string; input: StockAdjustmentInput };

export const adjustStock = ({ productId, input }: AdjustStockVariables) =>
  api.post<StockAdjustmentResult>(`/products/${productId}/stock-adjustments`, { body: input });

/** Records a stock adjustment; the movement history and stock alerts refresh before the caller's onSuccess. */
export function useAdjustStock(
  options: UseMutationOptions<StockAdjustmentResult, ApiRequestError, AdjustStockVariables> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: adjustStock,
    onSuccess: (result, ...args) => {
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.movementLists() });
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.alerts() });
      return onSuccess?.(result, ...args);
    },
  });
}
