import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerSummary } from '@tillwise/core/customer/customer-schemas';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

export const getCustomerSummary = (signal?: AbortSignal) => api.get<CustomerSummary>('/customers/summary', { signal });

export const getCustomerSummaryQueryOptions = () =>
  queryOptions({ queryKey: [...customerKeys.all, 'summary'], queryFn: ({ signal }) => getCustomerSummary(signal) });

export const useCustomerSummary = () => useQuery(getCustomerSummaryQueryOptions());
