import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type {
  CreateWebhookInput,
  CreatedWebhook,
  UpdateWebhookInput,
  Webhook,
  WebhookDelivery,
} from '@tillwise/core/webhook/webhook-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';

export const webhookKeys = {
  all: ['webhook'] as const,
  deliveries: (id: string) => [...webhookKeys.all, id, 'deliveries'] as const,
};

export const useWebhooks = () =>
  useQuery(
    queryOptions({ queryKey: webhookKeys.all, queryFn: ({ signal }) => api.get<Webhook[]>('/webhooks', { signal }) }),
  );

/** A webhook's delivery log, read again every few seconds while it is open (deliveries go out in the background). */
export const useWebhookDeliveries = (id: string) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) => api.get<WebhookDelivery[]>(`/webhooks/${id}/deliveries`, { signal }),
    refetchInterval: 3000,
  });

export function useCreateWebhook(
  options: UseMutationOptions<CreatedWebhook, ApiRequestError, CreateWebhookInput> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: (input: CreateWebhookInput) => api.post<CreatedWebhook>('/webhooks', { body: input }),
    onSuccess: (made, ...args) => {
      void queryClient.invalidateQueries({ queryKey: webhookKeys.all });
      return onSuccess?.(made, ...args);
    },
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateWebhookInput & { id: string }) =>
      api.put<Webhook>(`/webhooks/${id}`, { body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useResendDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) => api.post<null>(`/webhooks/deliveries/${seq}/resend`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
