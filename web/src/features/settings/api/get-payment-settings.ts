import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentSettings } from '@tillwise/core/settings/payment-settings';
import { api } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export const getPaymentSettings = (signal?: AbortSignal) => api.get<PaymentSettings>('/settings/payments', { signal });

export const getPaymentSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.payments(), queryFn: ({ signal }) => getPaymentSettings(signal) });

export const usePaymentSettings = () => useQuery(getPaymentSettingsQueryOptions());
