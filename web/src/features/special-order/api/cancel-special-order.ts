import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpecialOrder } from '@tillwise/core/special-order/special-order-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { specialOrderKeys } from './special-order-keys';

export const cancelSpecialOrder = ({ id, tillId }: { id: string; tillId: string }) =>
  api.post<SpecialOrder>(`/special-orders/${encodeURIComponent(id)}/cancel`, { body: { tillId } });

/** Cancels a special order: its deposit given back, its goods back on the shelf or off the draft. */
export function useCancelSpecialOrder() {
  const queryClient = useQueryClient();
  return useMutation<SpecialOrder, ApiRequestError, { id: string; tillId: string }>({
    mutationFn: cancelSpecialOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(specialOrderKeys.detail(order.id), order);
      void queryClient.invalidateQueries();
    },
  });
}
