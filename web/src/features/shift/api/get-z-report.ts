import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ZReport } from '@tillwise/core/shift/shift-schemas';
import { api } from '@/lib/api-client';
import { shiftKeys } from './shift-keys';

export const getZReport = (id: string, signal?: AbortSignal) => api.get<ZReport>(`/z-reports/${id}`, { signal });

export const getZReportQueryOptions = (id: string) =>
  queryOptions({ queryKey: shiftKeys.zReport(id), queryFn: ({ signal }) => getZReport(id, signal) });

export const useZReport = (id: string | null) =>
  useQuery({ ...getZReportQueryOptions(id ?? ''), enabled: id !== null });
