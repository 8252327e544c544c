import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';

/** The settings a tab saves: the path under /settings and its body. */
export type SettingsWrite<T> = { path: string; body: T };

export const saveSettings = <T, R = unknown>({ path, body }: SettingsWrite<T>) =>
  api.put<R>(`/settings/${path}`, { body });

/**
 * Saves one settings tab. Settings change other screens too (the till's methods, receipts, the bell), so every
 * cached query refreshes before the caller's onSuccess runs.
 */
export function useSaveSettings<T, R = unknown>(
  options: UseMutationOptions<R, ApiRequestError, SettingsWrite<T>> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: (write: SettingsWrite<T>) => saveSettings<T, R>(write),
    onSuccess: (result, ...args) => {
      void queryClient.invalidateQueries();
      return onSuccess?.(result, ...args);
    },
  });
}
