import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PromotionReport, PromotionReportQuery } from '@tillwise/core/report/promotion-report';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getPromotionReport = (query: PromotionReportQuery, signal?: AbortSignal) =>
  api.get<PromotionReport>('/reports/promotions', { query, signal });

export const getPromotionReportQueryOptions = (query: PromotionReportQuery) =>
  queryOptions({
    // Under the tabs' key, so whatever refreshes the report tabs refreshes this view too.
    queryKey: [...reportKeys.tabs(), 'promotions', query] as const,
    queryFn: ({ signal }) => getPromotionReport(query, signal),
    placeholderData: keepPreviousData,
  });

export const usePromotionReport = (query: PromotionReportQuery, enabled = true) =>
  useQuery({ ...getPromotionReportQueryOptions(query), enabled });
