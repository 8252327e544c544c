import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransferListQuery, TransferPage } from '@tillwise/core/inventory/transfer-schemas';
import { api } from '@/lib/api-client';
import { transferKeys } from './transfer-keys';

export type TransferFilters = Partial<TransferListQuery>;

export const getTransfers = (filters: TransferFilters, signal?: AbortSignal) =>
  api.get<TransferPage>('/transfers', { query: filters, signal });

export const getTransfersQueryOptions = (filters: TransferFilters) =>
  queryOptions({
    queryKey: transferKeys.list(filters),
    queryFn: ({ signal }) => getTransfers(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useTransfers = (filters: TransferFilters) => useQuery(getTransfersQueryOptions(filters));
