import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryReport, ReportQuery } from '@tillwise/core/report/report-schemas';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getInventoryReport = (query: ReportQuery, signal?: AbortSignal) =>
  api.get<InventoryReport>('/reports/inventory', { query, signal });

export const getInventoryReportQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: reportKeys.tab('inventory', query),
    queryFn: ({ signal }) => getInventoryReport(query, signal),
    placeholderData: keepPreviousData,
  });

export const useInventoryReport = (query: ReportQuery, enabled = true) =>
  useQuery({ ...getInventoryReportQueryOptions(query), enabled });
