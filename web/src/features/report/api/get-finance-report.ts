import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FinanceReport, ReportQuery } from '@tillwise/core/report/report-schemas';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getFinanceReport = (query: ReportQuery, signal?: AbortSignal) =>
  api.get<FinanceReport>('/reports/finance', { query, signal });

export const getFinanceReportQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: reportKeys.tab('finance', query),
    queryFn: ({ signal }) => getFinanceReport(query, signal),
    placeholderData: keepPreviousData,
  });

export const useFinanceReport = (query: ReportQuery, enabled = true) =>
  useQuery({ ...getFinanceReportQueryOptions(query), enabled });
