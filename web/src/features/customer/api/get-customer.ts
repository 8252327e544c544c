import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerDetails } from '@tillwise/core/customer/customer-schemas';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

export const getCustomer = (id: string, signal?: AbortSignal) =>
  api.get<CustomerDetails>(`/customers/${encodeURIComponent(id)}`, { signal });

export const getCustomerQueryOptions = (id: string) =>
  queryOptions({ queryKey: customerKeys.detail(id), queryFn: ({ signal }) => getCustomer(id, signal) });

export const useCustomer = (id: string | null) =>
  useQuery({ ...getCustomerQueryOptions(id ?? ''), enabled: id !== null });
