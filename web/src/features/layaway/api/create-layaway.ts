import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLayawayInput, Layaway } from '@tillwise/core/layaway/layaway-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { layawayKeys } from './layaway-keys';

export const createLayaway = (input: CreateLayawayInput) => api.post<Layaway>('/layaways', { body: input });

/** Puts the till's cart by for its customer against a deposit. */
export function useCreateLayaway() {
  const queryClient = useQueryClient();
  return useMutation<Layaway, ApiRequestError, CreateLayawayInput>({
    mutationFn: createLayaway,
    onSuccess: (layaway) => {
      queryClient.setQueryData(layawayKeys.detail(layaway.id), layaway);
      void queryClient.invalidateQueries({ queryKey: layawayKeys.lists() });
    },
  });
}
