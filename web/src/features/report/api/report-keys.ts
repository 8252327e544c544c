import type { ReportQuery, ReportTab } from '@tillwise/core/report/report-schemas';

export const reportKeys = {
  all: ['report'] as const,
  tabs: () => [...reportKeys.all, 'tab'] as const,
  tab: (tab: ReportTab, query: ReportQuery) => [...reportKeys.tabs(), tab, query] as const,
  schedules: () => [...reportKeys.all, 'schedules'] as const,
  files: () => [...reportKeys.all, 'files'] as const,
  dashboard: (storeId: string | undefined) => [...reportKeys.all, 'dashboard', storeId] as const,
};
