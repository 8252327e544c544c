import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerGroupList } from '@tillwise/core/promotion/promotion-schemas';
import { api } from '@/lib/api-client';
import { promotionKeys } from './promotion-keys';

export const getCustomerGroups = (signal?: AbortSignal) => api.get<CustomerGroupList>('/customer-groups', { signal });

export const useCustomerGroups = () =>
  useQuery(queryOptions({ queryKey: promotionKeys.groups(), queryFn: ({ signal }) => getCustomerGroups(signal) }));
