import type { QueryClient } from '@tanstack/react-query';
import { reportCsv } from '@tillwise/core/report/report-csv';
import type { ReportQuery, ReportTab } from '@tillwise/core/report/report-schemas';
import { downloadCsv } from '@/lib/download-csv';
import { fetchReport } from '../api/fetch-report';

/**
 * Downloads the active tab for the range and store as CSV: the same rows a scheduled report writes, in the currency
 * of the stores it covers (a chain's stores in one currency, as the screen shows them).
 */
export async function exportReportCsv(queryClient: QueryClient, tab: ReportTab, query: ReportQuery, currency: string) {
  const data = await fetchReport(queryClient, tab, query);
  const store = query.store === 'all' ? '-all-stores' : '';
  await downloadCsv(`${tab}-report${store}-${query.from}-to-${query.to}.csv`, reportCsv(tab, data, currency));
}
