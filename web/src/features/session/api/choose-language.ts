import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportedLocale } from '@tillwise/core/settings/locales';
import type { Session } from '@tillwise/core/staff/staff-schemas';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-client';
import { keepSession } from './offline-session';

/** The signed-in person's own language (null: their store's); the app follows the session it answers. */
export function useChooseLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: SupportedLocale | null) => api.put<Session>('/session/language', { body: { language } }),
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      void keepSession(session).catch(() => undefined);
    },
  });
}
