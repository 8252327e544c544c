import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { stockTakeKeys } from './stock-take-keys';

export interface RemoveCountVariables {
  stockTakeId: string;
  productId: string;
}

export const removeCount = ({ stockTakeId, productId }: RemoveCountVariables) =>
  api.delete<null>(`/stock-takes/${stockTakeId}/counts/${productId}`);

export function useRemoveCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCount,
    onSuccess: (_result, variables) =>
      queryClient.invalidateQueries({ queryKey: stockTakeKeys.detail(variables.stockTakeId) }),
  });
}
