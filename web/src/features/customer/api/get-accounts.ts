import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountListQuery, AccountPage } from '@tillwise/core/account/account-list-schemas';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

export type AccountFilters = Partial<AccountListQuery>;

export const getAccounts = (filters: AccountFilters, signal?: AbortSignal) =>
  api.get<AccountPage>('/accounts', { query: filters, signal });

export const getAccountsQueryOptions = (filters: AccountFilters) =>
  queryOptions({
    // Under the customers' key, so a payment or a sale on account refreshes it.
    queryKey: [...customerKeys.all, 'accounts', filters],
    queryFn: ({ signal }) => getAccounts(filters, signal),
    placeholderData: keepPreviousData,
  });

/** Customers' trade accounts by name and status, with what each owes and how much is overdue. */
export const useAccounts = (filters: AccountFilters) => useQuery(getAccountsQueryOptions(filters));
