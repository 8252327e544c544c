import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesReport, ReportQuery } from '@tillwise/core/report/report-schemas';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getSalesReport = (query: ReportQuery, signal?: AbortSignal) =>
  api.get<SalesReport>('/reports/sales', { query, signal });

export const getSalesReportQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: reportKeys.tab('sales', query),
    queryFn: ({ signal }) => getSalesReport(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSalesReport = (query: ReportQuery, enabled = true) =>
  useQuery({ ...getSalesReportQueryOptions(query), enabled });
