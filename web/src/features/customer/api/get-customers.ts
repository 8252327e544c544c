import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerListQuery, CustomerPage } from '@tillwise/core/customer/customer-schemas';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

export type CustomerFilters = Partial<CustomerListQuery>;

export const getCustomers = (filters: CustomerFilters, signal?: AbortSignal) =>
  api.get<CustomerPage>('/customers', { query: filters, signal });

export const getCustomersQueryOptions = (filters: CustomerFilters) =>
  queryOptions({
    queryKey: customerKeys.list(filters),
    queryFn: ({ signal }) => getCustomers(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (filters: CustomerFilters, enabled = true) =>
  useQuery({ ...getCustomersQueryOptions(filters), enabled });
