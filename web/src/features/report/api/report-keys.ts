import type { ReportRange, ReportTab } from '@tillwise/core/report/report-schemas';

export const reportKeys = {
  all: ['report'] as const,
  tabs: () => [...reportKeys.all, 'tab'] as const,
  tab: (tab: ReportTab, range: ReportRange) => [...reportKeys.tabs(), tab, range] as const,
  schedules: () => [...reportKeys.all, 'schedules'] as const,
  files: () => [...reportKeys.all, 'files'] as const,
};
