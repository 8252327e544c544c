import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportSchedule } from '@tillwise/core/report/report-schedule';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getReportSchedules = (signal?: AbortSignal) => api.get<ReportSchedule[]>('/report-schedules', { signal });

export const getReportSchedulesQueryOptions = () =>
  queryOptions({ queryKey: reportKeys.schedules(), queryFn: ({ signal }) => getReportSchedules(signal) });

export const useReportSchedules = () => useQuery(getReportSchedulesQueryOptions());
