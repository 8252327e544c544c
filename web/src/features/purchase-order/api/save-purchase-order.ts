import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { PurchaseOrder, PurchaseOrderInput } from '@tillwise/core/purchasing/purchase-order-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { purchaseOrderKeys } from './purchase-order-keys';

export interface SavePurchaseOrderVariables {
  /** A draft being changed; absent for a new order. */
  id?: string;
  input: PurchaseOrderInput;
}

export const savePurchaseOrder = ({ id, input }: SavePurchaseOrderVariables) =>
  id
    ? api.put<PurchaseOrder>(`/purchase-orders/${id}`, { body: input })
    : api.post<PurchaseOrder>('/purchase-orders', { body: input });

/** Writes a new draft or changes one; the lists refresh before the caller's onSuccess. */
export function useSavePurchaseOrder(
  options: UseMutationOptions<PurchaseOrder, ApiRequestError, SavePurchaseOrderVariables> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: savePurchaseOrder,
    onSuccess: (order, ...args) => {
      void queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.lists() });
      return onSuccess?.(order, ...args);
    },
  });
}
