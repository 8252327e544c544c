import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HeldOfflineAction } from '@tillwise/core/staff/offline-credential';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';

const heldActionKeys = { all: ['held-offline-actions'] as const };

const getHeldActions = async (signal?: AbortSignal): Promise<HeldOfflineAction[]> =>
  (await api.get<{ items: HeldOfflineAction[] }>('/held-offline-actions', { signal })).items;

export const useHeldActions = () =>
  useQuery(queryOptions({ queryKey: heldActionKeys.all, queryFn: ({ signal }) => getHeldActions(signal) }));

/** A manager records a held action on their own word, or dismisses it. */
export function useResolveHeldAction(options: { onSuccess?: (action: HeldOfflineAction) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation<HeldOfflineAction, ApiRequestError, { id: string; decision: 'record' | 'dismiss' }>({
    mutationFn: ({ id, decision }) =>
      api.post<HeldOfflineAction>(`/held-offline-actions/${id}/resolve`, { body: { decision } }),
    onSuccess: (action) => {
      void queryClient.invalidateQueries({ queryKey: heldActionKeys.all });
      options.onSuccess?.(action);
    },
  });
}
