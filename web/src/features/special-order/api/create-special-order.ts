import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSpecialOrderInput, SpecialOrder } from '@tillwise/core/special-order/special-order-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { specialOrderKeys } from './special-order-keys';

export const createSpecialOrder = (input: CreateSpecialOrderInput) =>
  api.post<SpecialOrder>('/special-orders', { body: input });

/** Orders an item in for a customer (it joins the next purchase order to its supplier). */
export function useCreateSpecialOrder() {
  const queryClient = useQueryClient();
  return useMutation<SpecialOrder, ApiRequestError, CreateSpecialOrderInput>({
    mutationFn: createSpecialOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(specialOrderKeys.detail(order.id), order);
      // The purchase order and the catalogue (a one-off item) changed too.
      void queryClient.invalidateQueries();
    },
  });
}
