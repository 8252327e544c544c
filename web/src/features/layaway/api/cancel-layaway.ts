import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Layaway } from '@tillwise/core/layaway/layaway-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { layawayKeys } from './layaway-keys';

export const cancelLayaway = ({ id, tillId }: { id: string; tillId: string }) =>
  api.post<Layaway>(`/layaways/${encodeURIComponent(id)}/cancel`, { body: { tillId } });

/** Cancels a layaway: the fee kept, the rest given back, the goods back in stock. */
export function useCancelLayaway() {
  const queryClient = useQueryClient();
  return useMutation<Layaway, ApiRequestError, { id: string; tillId: string }>({
    mutationFn: cancelLayaway,
    onSuccess: (layaway) => {
      queryClient.setQueryData(layawayKeys.detail(layaway.id), layaway);
      void queryClient.invalidateQueries({ queryKey: layawayKeys.lists() });
    },
  });
}
