import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { MailSettings, MailSettingsSaved } from '@tillwise/core/mail/mail-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { mailKeys } from './mail-keys';

export const saveMailSettings = (input: MailSettingsSaved) => api.put<MailSettings>('/settings/mail', { body: input });

/** Saves the SMTP settings; they are read again before the caller's onSuccess runs. */
export function useSaveMailSettings(
  options: UseMutationOptions<MailSettings, ApiRequestError, MailSettingsSaved> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: saveMailSettings,
    onSuccess: async (saved, ...args) => {
      await queryClient.invalidateQueries({ queryKey: mailKeys.settings() });
      return onSuccess?.(saved, ...args);
    },
  });
}
