import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ZReportListQuery, ZReportPage } from '@tillwise/core/shift/shift-schemas';
import { api } from '@/lib/api-client';
import { shiftKeys } from './shift-keys';

export type ZReportFilters = Partial<ZReportListQuery>;

export const getZReports = (filters: ZReportFilters, signal?: AbortSignal) =>
  api.get<ZReportPage>('/z-reports', { query: filters, signal });

export const getZReportsQueryOptions = (filters: ZReportFilters) =>
  queryOptions({ queryKey: shiftKeys.zReportList(filters), queryFn: ({ signal }) => getZReports(filters, signal) });

export const useZReports = (filters: ZReportFilters) =>
  useQuery({ ...getZReportsQueryOptions(filters), placeholderData: keepPreviousData });
