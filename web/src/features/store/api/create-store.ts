import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { StoreSettingsInput } from '@tillwise/core/settings/store-settings';
import type { ChainStore } from '@tillwise/core/store/store-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { storeKeys } from './store-keys';

export const createStore = (input: StoreSettingsInput) => api.post<ChainStore>('/stores', { body: input });

/** Opens a store; the session refreshes too, so the new store is at once in the header's store switch. */
export function useCreateStore(options: UseMutationOptions<ChainStore, ApiRequestError, StoreSettingsInput> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: createStore,
    onSuccess: (store, ...args) => {
      void queryClient.invalidateQueries({ queryKey: storeKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['session'] });
      return onSuccess?.(store, ...args);
    },
  });
}
