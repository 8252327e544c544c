import type { QueryClient } from '@tanstack/react-query';
import type { ReportData } from '@tillwise/core/report/report-csv';
import type { ReportQuery, ReportTab } from '@tillwise/core/report/report-schemas';
import { getFinanceReportQueryOptions } from './get-finance-report';
import { getInventoryReportQueryOptions } from './get-inventory-report';
import { getProductsReportQueryOptions } from './get-products-report';
import { getSalesReportQueryOptions } from './get-sales-report';
import { getStaffReportQueryOptions } from './get-staff-report';

/** Any tab's report, from the cache when the screen already shows it. */
export async function fetchReport<T extends ReportTab>(
  queryClient: QueryClient,
  tab: T,
  query: ReportQuery,
): Promise<ReportData[T]> {
  const options = {
    sales: getSalesReportQueryOptions,
    products: getProductsReportQueryOptions,
    staff: getStaffReportQueryOptions,
    inventory: getInventoryReportQueryOptions,
    finance: getFinanceReportQueryOptions,
  }[tab](query);
  return (await queryClient.fetchQuery(options as Parameters<QueryClient['fetchQuery']>[0])) as ReportData[T];
}
