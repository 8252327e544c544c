import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { MailMessage } from '@tillwise/core/mail/mail-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { mailKeys } from './mail-keys';

export const retryMailMessage = (id: string) =>
  api.post<MailMessage>(`/settings/mail/messages/${encodeURIComponent(id)}/retry`);

/** Puts a message back in the queue; the message list refreshes before the caller's onSuccess runs. */
export function useRetryMailMessage(options: UseMutationOptions<MailMessage, ApiRequestError, string> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: retryMailMessage,
    onSuccess: async (message, ...args) => {
      await queryClient.invalidateQueries({ queryKey: mailKeys.lists() });
      return onSuccess?.(message, ...args);
    },
  });
}
