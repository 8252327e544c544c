import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { PurchaseOrder, PurchaseOrderReceiptInput } from '@tillwise/core/purchasing/purchase-order-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { purchaseOrderKeys } from './purchase-order-keys';

export interface ReceivePurchaseOrderVariables {
  id: string;
  input: PurchaseOrderReceiptInput;
}

export const receivePurchaseOrder = ({ id, input }: ReceivePurchaseOrderVariables) =>
  api.post<PurchaseOrder>(`/purchase-orders/${id}/receipts`, { body: input });

/** Books goods that arrived; orders and suggestions refresh before the caller's onSuccess. */
export function useReceivePurchaseOrder(
  options: UseMutationOptions<PurchaseOrder, ApiRequestError, ReceivePurchaseOrderVariables> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: receivePurchaseOrder,
    onSuccess: (order, ...args) => {
      void queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all });
      return onSuccess?.(order, ...args);
    },
  });
}
