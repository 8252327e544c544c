import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Layaway, LayawayPaymentInput } from '@tillwise/core/layaway/layaway-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { layawayKeys } from './layaway-keys';

type PayLayawayInput = LayawayPaymentInput & { layawayId: string };

export const payLayaway = ({ layawayId, ...body }: PayLayawayInput) =>
  api.post<Layaway>(`/layaways/${encodeURIComponent(layawayId)}/payments`, { body });

/** Takes an instalment; the last of what is owed completes the layaway as a sale (stock and sales move too). */
export function usePayLayaway(onDone: (layaway: Layaway) => void) {
  const queryClient = useQueryClient();
  return useMutation<Layaway, ApiRequestError, PayLayawayInput>({
    mutationFn: payLayaway,
    onSuccess: (layaway) => {
      queryClient.setQueryData(layawayKeys.detail(layaway.id), layaway);
      void queryClient.invalidateQueries({ queryKey: layawayKeys.lists() });
      if (layaway.status === 'completed') void queryClient.invalidateQueries();
      onDone(layaway);
    },
  });
}
