import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TradeAccount } from '@tillwise/core/account/account-schemas';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';
import type { StatementRange } from './customer-keys';

export const getTradeAccount = (customerId: string, range: StatementRange, signal?: AbortSignal) =>
  api.get<TradeAccount>(`/customers/${encodeURIComponent(customerId)}/account`, { query: { ...range }, signal });

export const getTradeAccountQueryOptions = (customerId: string, range: StatementRange) =>
  queryOptions({
    queryKey: customerKeys.account(customerId, range),
    queryFn: ({ signal }) => getTradeAccount(customerId, range, signal),
    // A new date range keeps the last statement on screen until its own arrives.
    placeholderData: keepPreviousData,
  });

/** A customer's trade account and its statement for a range of business days. */
export const useTradeAccount = (customerId: string, range: StatementRange) =>
  useQuery(getTradeAccountQueryOptions(customerId, range));
