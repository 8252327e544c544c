import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TillPaymentSettings } from '@tillwise/core/settings/payment-settings';
import { api } from '@/lib/api-client';
import { keptAnswer } from '@/lib/kept-answer';

export const paymentSettingsQueryKey = ['payment', 'settings'] as const;

export const getPaymentSettings = (signal?: AbortSignal) =>
  keptAnswer('payment-settings', () => api.get<TillPaymentSettings>('/settings/payments', { signal }));

export const getPaymentSettingsQueryOptions = () =>
  queryOptions({ queryKey: paymentSettingsQueryKey, queryFn: ({ signal }) => getPaymentSettings(signal) });

export const usePaymentSettings = () => useQuery(getPaymentSettingsQueryOptions());
