import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsReport, ReportRange } from '@tillwise/core/report/report-schemas';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getProductsReport = (range: ReportRange, signal?: AbortSignal) =>
  api.get<ProductsReport>('/reports/products', { query: range, signal });

export const getProductsReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: reportKeys.tab('products', range),
    queryFn: ({ signal }) => getProductsReport(range, signal),
    placeholderData: keepPreviousData,
  });

export const useProductsReport = (range: ReportRange, enabled = true) =>
  useQuery({ ...getProductsReportQueryOptions(range), enabled });
