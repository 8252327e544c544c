import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryReport, ReportRange } from '@tillwise/core/report/report-schemas';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getInventoryReport = (range: ReportRange, signal?: AbortSignal) =>
  api.get<InventoryReport>('/reports/inventory', { query: range, signal });

export const getInventoryReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: reportKeys.tab('inventory', range),
    queryFn: ({ signal }) => getInventoryReport(range, signal),
    placeholderData: keepPreviousData,
  });

export const useInventoryReport = (range: ReportRange, enabled = true) =>
  useQuery({ ...getInventoryReportQueryOptions(range), enabled });
