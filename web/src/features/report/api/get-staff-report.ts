import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffReport, ReportRange } from '@tillwise/core/report/report-schemas';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getStaffReport = (range: ReportRange, signal?: AbortSignal) =>
  api.get<StaffReport>('/reports/staff', { query: range, signal });

export const getStaffReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: reportKeys.tab('staff', range),
    queryFn: ({ signal }) => getStaffReport(range, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffReport = (range: ReportRange, enabled = true) =>
  useQuery({ ...getStaffReportQueryOptions(range), enabled });
