import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShiftReport } from '@tillwise/core/shift/shift-schemas';
import { api } from '@/lib/api-client';
import { shiftKeys } from './shift-keys';

export const getShiftReport = (id: string, signal?: AbortSignal) => api.get<ShiftReport>(`/shifts/${id}`, { signal });

export const getShiftReportQueryOptions = (id: string) =>
  queryOptions({ queryKey: shiftKeys.detail(id), queryFn: ({ signal }) => getShiftReport(id, signal) });

/** A shift's X report: its figures so far. */
export const useShiftReport = (id: string | null) =>
  useQuery({ ...getShiftReportQueryOptions(id ?? ''), enabled: id !== null });
