import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscountCaps } from '@tillwise/core/settings/discount-caps';
import { api } from '@/lib/api-client';
import { keptAnswer } from '@/lib/kept-answer';
import { settingsKeys } from './settings-keys';

// Kept on the till, so a discount within the cap can still be given while the server is away.
export const getDiscountCaps = (signal?: AbortSignal) =>
  keptAnswer('discount-caps', () => api.get<DiscountCaps>('/settings/discount-caps', { signal }));

export const getDiscountCapsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.discountCaps(), queryFn: ({ signal }) => getDiscountCaps(signal) });

export const useDiscountCaps = () => useQuery(getDiscountCapsQueryOptions());
