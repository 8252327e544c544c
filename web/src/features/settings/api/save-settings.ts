import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/** The settings a tab saves: the path under /settings and its body. */
export type SettingsWrite<T> = { path: string; body: T };

export const saveSettings = <T, R = unknown>({ path, body }: SettingsWrite<T>) =>
  api.put<R>(`/settings/${path}`, { body });

/**
 * Saves one settings tab. Settings change other screens too (the till's methods, receipts, the bell), so every
 * cached query refreshes; the settings themselves are read again before the caller's onSuccess runs, so what
 * "Settings saved" announces (an auto-lock's minutes, say) is already in effect.
 */
export function useSaveSettings<T, R = unknown>(
  options: UseMutationOptions<R, ApiRequestError, SettingsWrite<T>> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: (write: SettingsWrite<T>) => saveSettings<T, R>(write),
    onSuccess: async (result, ...args) => {
      const settingsRead = queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== settingsKeys.all[0] });
      await settingsRead;
      return onSuccess?.(result, ...args);
    },
  });
}
