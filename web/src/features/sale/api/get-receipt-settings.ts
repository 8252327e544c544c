import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceiptSettings } from '@tillwise/core/settings/receipt-settings';
import { api } from '@/lib/api-client';
import { keptAnswer } from '@/lib/kept-answer';
import { saleKeys } from './sale-keys';

export const getReceiptSettings = (signal?: AbortSignal) =>
  keptAnswer('receipt-settings', () => api.get<ReceiptSettings>('/settings/receipt', { signal }));

export const getReceiptSettingsQueryOptions = () =>
  queryOptions({ queryKey: saleKeys.receiptSettings(), queryFn: ({ signal }) => getReceiptSettings(signal) });

export const useReceiptSettings = () => useQuery(getReceiptSettingsQueryOptions());
