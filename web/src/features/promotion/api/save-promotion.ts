import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { Promotion, SavePromotionInput } from '@tillwise/core/promotion/promotion-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { promotionKeys } from './promotion-keys';

export interface SavePromotionVariables {
  /** Absent for a new promotion. */
  id?: string;
  input: SavePromotionInput;
}

export const savePromotion = ({ id, input }: SavePromotionVariables) =>
  id ? api.put<Promotion>(`/promotions/${id}`, { body: input }) : api.post<Promotion>('/promotions', { body: input });

/** Adds or edits a promotion; the list and this browser's till promotions refresh. */
export function useSavePromotion(options: UseMutationOptions<Promotion, ApiRequestError, SavePromotionVariables> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: savePromotion,
    onSuccess: (promotion, ...args) => {
      void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
      return onSuccess?.(promotion, ...args);
    },
  });
}
