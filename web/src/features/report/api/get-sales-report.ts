import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesReport, ReportRange } from '@tillwise/core/report/report-schemas';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getSalesReport = (range: ReportRange, signal?: AbortSignal) =>
  api.get<SalesReport>('/reports/sales', { query: range, signal });

export const getSalesReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: reportKeys.tab('sales', range),
    queryFn: ({ signal }) => getSalesReport(range, signal),
    placeholderData: keepPreviousData,
  });

export const useSalesReport = (range: ReportRange, enabled = true) =>
  useQuery({ ...getSalesReportQueryOptions(range), enabled });
