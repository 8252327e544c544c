import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FinanceReport, ReportRange } from '@tillwise/core/report/report-schemas';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getFinanceReport = (range: ReportRange, signal?: AbortSignal) =>
  api.get<FinanceReport>('/reports/finance', { query: range, signal });

export const getFinanceReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: reportKeys.tab('finance', range),
    queryFn: ({ signal }) => getFinanceReport(range, signal),
    placeholderData: keepPreviousData,
  });

export const useFinanceReport = (range: ReportRange, enabled = true) =>
  useQuery({ ...getFinanceReportQueryOptions(range), enabled });
