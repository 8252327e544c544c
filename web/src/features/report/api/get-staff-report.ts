import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffReport, ReportQuery } from '@tillwise/core/report/report-schemas';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getStaffReport = (query: ReportQuery, signal?: AbortSignal) =>
  api.get<StaffReport>('/reports/staff', { query, signal });

export const getStaffReportQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: reportKeys.tab('staff', query),
    queryFn: ({ signal }) => getStaffReport(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffReport = (query: ReportQuery, enabled = true) =>
  useQuery({ ...getStaffReportQueryOptions(query), enabled });
