import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreCredit } from '@tillwise/core/customer/store-credit-schemas';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

export const getStoreCredit = (customerId: string, signal?: AbortSignal) =>
  api.get<StoreCredit>(`/customers/${encodeURIComponent(customerId)}/store-credit`, { signal });

/** Under the customer's detail key, so whatever refreshes the customer refreshes their store credit too. */
export const storeCreditKey = (customerId: string) => [...customerKeys.detail(customerId), 'store-credit'] as const;

export const getStoreCreditQueryOptions = (customerId: string) =>
  queryOptions({ queryKey: storeCreditKey(customerId), queryFn: ({ signal }) => getStoreCredit(customerId, signal) });

/** A customer's store credit and its latest movements. */
export const useStoreCredit = (customerId: string) => useQuery(getStoreCreditQueryOptions(customerId));
