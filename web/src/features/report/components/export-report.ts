import type { QueryClient } from '@tanstack/react-query';
import { reportCsv } from '@tillwise/core/report/report-csv';
import type { ReportRange, ReportTab } from '@tillwise/core/report/report-schemas';
import { downloadCsv } from '@/lib/download-csv';
import { fetchReport } from '../api/fetch-report';

/** Downloads the active tab for the range as CSV: the same rows a scheduled report writes. */
export async function exportReportCsv(queryClient: QueryClient, tab: ReportTab, range: ReportRange) {
  const data = await fetchReport(queryClient, tab, range);
  await downloadCsv(`${tab}-report-${range.from}-to-${range.to}.csv`, reportCsv(tab, data));
}
