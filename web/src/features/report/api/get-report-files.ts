import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportFile } from '@tillwise/core/report/report-schedule';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getReportFiles = (signal?: AbortSignal) => api.get<ReportFile[]>('/report-files', { signal });

export const getReportFilesQueryOptions = () =>
  queryOptions({
    queryKey: reportKeys.files(),
    queryFn: ({ signal }) => getReportFiles(signal),
    refetchInterval: 60_000,
  });

export const useReportFiles = () => useQuery(getReportFilesQueryOptions());

/** Where the browser downloads a written report. */
export const reportFileUrl = (id: string) => `/api/report-files/${id}/download`;
