import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReorderSuggestion } from '@tillwise/core/purchasing/purchase-order-schemas';
import { api } from '@/lib/api-client';
import { purchaseOrderKeys } from './purchase-order-keys';

export const getReorderSuggestions = (signal?: AbortSignal) =>
  api.get<ReorderSuggestion[]>('/reorder-suggestions', { signal });

export const getReorderSuggestionsQueryOptions = () =>
  queryOptions({ queryKey: purchaseOrderKeys.reorder(), queryFn: ({ signal }) => getReorderSuggestions(signal) });

export const useReorderSuggestions = () => useQuery(getReorderSuggestionsQueryOptions());
