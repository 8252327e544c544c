import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { CustomerGroup, SavePriceListInput } from '@tillwise/core/promotion/promotion-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { promotionKeys } from './promotion-keys';

export interface SavePriceListVariables {
  groupId: string;
  input: SavePriceListInput;
}

export function useSavePriceList(
  options: UseMutationOptions<CustomerGroup, ApiRequestError, SavePriceListVariables> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: ({ groupId, input }) => api.put<CustomerGroup>(`/customer-groups/${groupId}/prices`, { body: input }),
    onSuccess: (group, ...args) => {
      void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
      return onSuccess?.(group, ...args);
    },
  });
}
