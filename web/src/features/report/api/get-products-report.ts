import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsReport, ReportQuery } from '@tillwise/core/report/report-schemas';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getProductsReport = (query: ReportQuery, signal?: AbortSignal) =>
  api.get<ProductsReport>('/reports/products', { query, signal });

export const getProductsReportQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: reportKeys.tab('products', query),
    queryFn: ({ signal }) => getProductsReport(query, signal),
    placeholderData: keepPreviousData,
  });

export const useProductsReport = (query: ReportQuery, enabled = true) =>
  useQuery({ ...getProductsReportQueryOptions(query), enabled });
