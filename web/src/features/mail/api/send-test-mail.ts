import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { MailTestInput, MailTestResult } from '@tillwise/core/mail/mail-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';

export const sendTestMail = (input: MailTestInput) => api.post<MailTestResult>('/settings/mail/test', { body: input });

/** Sends a test message at once through the saved settings (nothing cached changes). */
export const useSendTestMail = (options: UseMutationOptions<MailTestResult, ApiRequestError, MailTestInput> = {}) =>
  useMutation({ ...options, mutationFn: sendTestMail });
