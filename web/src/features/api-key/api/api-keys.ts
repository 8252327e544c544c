import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiKey, CreateApiKeyInput, CreatedApiKey } from '@tillwise/core/api-key/api-key-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';

export const apiKeyKeys = { all: ['api-key'] as const };

export const getApiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeyKeys.all, queryFn: ({ signal }) => api.get<ApiKey[]>('/api-keys', { signal }) });

export const useApiKeys = () => useQuery(getApiKeysQueryOptions());

export function useCreateApiKey(options: UseMutationOptions<CreatedApiKey, ApiRequestError, CreateApiKeyInput> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: (input: CreateApiKeyInput) => api.post<CreatedApiKey>('/api-keys', { body: input }),
    onSuccess: (key, ...args) => {
      void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
      return onSuccess?.(key, ...args);
    },
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ApiKey>(`/api-keys/${id}/revoke`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
