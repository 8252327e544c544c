import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { PurchaseOrder } from '@tillwise/core/purchasing/purchase-order-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { purchaseOrderKeys } from './purchase-order-keys';

export type PurchaseOrderTransition = 'send' | 'cancel' | 'close';
export interface MovePurchaseOrderVariables {
  id: string;
  transition: PurchaseOrderTransition;
}

export const movePurchaseOrder = ({ id, transition }: MovePurchaseOrderVariables) =>
  api.post<PurchaseOrder>(`/purchase-orders/${id}/${transition}`);

/** Sends, cancels or closes an order; what is on order changes, so the reorder suggestions refresh too. */
export function useMovePurchaseOrder(
  options: UseMutationOptions<PurchaseOrder, ApiRequestError, MovePurchaseOrderVariables> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: movePurchaseOrder,
    onSuccess: (order, ...args) => {
      void queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all });
      return onSuccess?.(order, ...args);
    },
  });
}
