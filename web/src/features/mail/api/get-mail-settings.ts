import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailSettings } from '@tillwise/core/mail/mail-schemas';
import { api } from '@/lib/api-client';
import { mailKeys } from './mail-keys';

export const getMailSettings = (signal?: AbortSignal) => api.get<MailSettings>('/settings/mail', { signal });

export const getMailSettingsQueryOptions = () =>
  queryOptions({ queryKey: mailKeys.settings(), queryFn: ({ signal }) => getMailSettings(signal) });

export const useMailSettings = () => useQuery(getMailSettingsQueryOptions());
