import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { CreateTillInput, Till } from '@tillwise/core/till/till-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { tillKeys } from './till-keys';

export const createTill = (input: CreateTillInput) => api.post<Till>('/tills', { body: input });

export function useCreateTill(options: UseMutationOptions<Till, ApiRequestError, CreateTillInput> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: createTill,
    onSuccess: (till, ...args) => {
      void queryClient.invalidateQueries({ queryKey: tillKeys.lists() });
      return onSuccess?.(till, ...args);
    },
  });
}
