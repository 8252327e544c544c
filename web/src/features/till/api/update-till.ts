import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { Till, UpdateTillInput } from '@tillwise/core/till/till-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { tillKeys } from './till-keys';

export type UpdateTillVariables = { id: string; input: UpdateTillInput };

export const updateTill = ({ id, input }: UpdateTillVariables) => api.patch<Till>(`/tills/${id}`, { body: input });

export function useUpdateTill(options: UseMutationOptions<Till, ApiRequestError, UpdateTillVariables> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: updateTill,
    onSuccess: (till, ...args) => {
      void queryClient.invalidateQueries({ queryKey: tillKeys.lists() });
      return onSuccess?.(till, ...args);
    },
  });
}
