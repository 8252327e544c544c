import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectSpecialOrderInput, SpecialOrder } from '@tillwise/core/special-order/special-order-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { specialOrderKeys } from './special-order-keys';

type CollectInput = CollectSpecialOrderInput & { specialOrderId: string };

export const collectSpecialOrder = ({ specialOrderId, ...body }: CollectInput) =>
  api.post<SpecialOrder>(`/special-orders/${encodeURIComponent(specialOrderId)}/collect`, { body });

/** Hands an order that has arrived over as a sale (sales, stock and the drawer move too). */
export function useCollectSpecialOrder(onDone: (order: SpecialOrder) => void) {
  const queryClient = useQueryClient();
  return useMutation<SpecialOrder, ApiRequestError, CollectInput>({
    mutationFn: collectSpecialOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(specialOrderKeys.detail(order.id), order);
      void queryClient.invalidateQueries();
      onDone(order);
    },
  });
}
