import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { promotionKeys } from './promotion-keys';

export const deletePromotion = (id: string) => api.delete<null>(`/promotions/${id}`);

export function useDeletePromotion(options: UseMutationOptions<null, ApiRequestError, string> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: deletePromotion,
    onSuccess: (answer, ...args) => {
      void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
      return onSuccess?.(answer, ...args);
    },
  });
}
