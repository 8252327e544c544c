import type { CustomerListQuery } from '@tillwise/core/customer/customer-schemas';

/** A statement's business days; either left out takes the server's default (the 30 days to today). */
export interface StatementRange {
  from?: string;
  to?: string;
}

export const customerKeys = {
  all: ['customer'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (filters: Partial<CustomerListQuery>) => [...customerKeys.lists(), filters] as const,
  details: () => [...customerKeys.all, 'detail'] as const,
  detail: (id: string) => [...customerKeys.details(), id] as const,
  // Under the customer's detail key, so whatever refreshes the customer refreshes their account too.
  accounts: (id: string) => [...customerKeys.detail(id), 'account'] as const,
  account: (id: string, range: StatementRange) => [...customerKeys.accounts(id), range] as const,
};
