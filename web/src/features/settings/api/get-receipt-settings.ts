import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceiptSettings } from '@tillwise/core/settings/receipt-settings';
import { api } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export const getReceiptSettings = (signal?: AbortSignal) => api.get<ReceiptSettings>('/settings/receipt', { signal });

export const getReceiptSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.receipt(), queryFn: ({ signal }) => getReceiptSettings(signal) });

export const useReceiptSettings = () => useQuery(getReceiptSettingsQueryOptions());
