import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import type { ParkSaleInput } from '@tillwise/core/sale/sale-input-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { saleKeys } from './sale-keys';

export const parkSale = (input: ParkSaleInput) => api.post<Sale>('/sales/parked', { body: input });

/** Parks the cart on the server as a pending sale. */
export function useParkSale(options: UseMutationOptions<Sale, ApiRequestError, ParkSaleInput> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: parkSale,
    onSuccess: (sale, ...args) => {
      void queryClient.invalidateQueries({ queryKey: saleKeys.lists() });
      return onSuccess?.(sale, ...args);
    },
  });
}
