import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShiftListQuery, ShiftPage } from '@tillwise/core/shift/shift-schemas';
import { api } from '@/lib/api-client';
import { shiftKeys } from './shift-keys';

export type ShiftFilters = Partial<ShiftListQuery>;

export const getShifts = (filters: ShiftFilters, signal?: AbortSignal) =>
  api.get<ShiftPage>('/shifts', { query: filters, signal });

export const getShiftsQueryOptions = (filters: ShiftFilters) =>
  queryOptions({ queryKey: shiftKeys.list(filters), queryFn: ({ signal }) => getShifts(filters, signal) });

export const useShifts = (filters: ShiftFilters) => useQuery(getShiftsQueryOptions(filters));
