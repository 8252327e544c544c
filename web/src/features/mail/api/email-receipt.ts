import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { EmailReceiptInput } from '@tillwise/core/mail/email-receipt-input';
import type { MailMessage } from '@tillwise/core/mail/mail-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { mailKeys } from './mail-keys';

export const emailReceipt = ({ saleId, ...body }: EmailReceiptInput & { saleId: string }) =>
  api.post<MailMessage>(`/sales/${encodeURIComponent(saleId)}/email-receipt`, { body });

/** Queues a sale's receipt by e-mail; the message list refreshes before the caller's onSuccess runs. */
export function useEmailReceipt(
  options: UseMutationOptions<MailMessage, ApiRequestError, EmailReceiptInput & { saleId: string }> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: emailReceipt,
    onSuccess: (message, ...args) => {
      void queryClient.invalidateQueries({ queryKey: mailKeys.lists() });
      return onSuccess?.(message, ...args);
    },
  });
}
