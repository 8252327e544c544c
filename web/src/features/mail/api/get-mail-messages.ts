import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailMessage } from '@tillwise/core/mail/mail-schemas';
import { api } from '@/lib/api-client';
import { mailKeys } from './mail-keys';

export const getMailMessages = (signal?: AbortSignal) => api.get<MailMessage[]>('/settings/mail/messages', { signal });

// Queued mail goes out within seconds: the list follows it while it is on screen.
export const getMailMessagesQueryOptions = () =>
  queryOptions({
    queryKey: mailKeys.lists(),
    queryFn: ({ signal }) => getMailMessages(signal),
    refetchInterval: (query) => (query.state.data?.some((message) => message.status === 'queued') ? 5_000 : false),
  });

export const useMailMessages = () => useQuery(getMailMessagesQueryOptions());
