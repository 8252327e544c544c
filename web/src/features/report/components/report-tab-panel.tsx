import type { ReportQuery, ReportTab } from '@tillwise/core/report/report-schemas';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useFinanceReport } from '../api/get-finance-report';
import { useInventoryReport } from '../api/get-inventory-report';
import { useProductsReport } from '../api/get-products-report';
import { useSalesReport } from '../api/get-sales-report';
import { useStaffReport } from '../api/get-staff-report';
import { AccountingExport } from './accounting-export';
import { FinanceReportView } from './finance-report-view';
import { InventoryReportView, ProductsReportView, StaffReportView } from './period-report-views';
import { SalesReportView } from './sales-report-view';

interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

function Loaded<T>({ query, render }: { query: QueryLike<T>; render: (data: T) => React.ReactNode }) {
  if (query.isError && query.error) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton className="h-96" />;
  return <>{render(query.data)}</>;
}

function SalesPanel({ query }: { query: ReportQuery }) {
  return <Loaded query={useSalesReport(query)} render={(r) => <SalesReportView report={r} />} />;
}
function ProductsPanel({ query }: { query: ReportQuery }) {
  return <Loaded query={useProductsReport(query)} render={(r) => <ProductsReportView report={r} />} />;
}
function StaffPanel({ query }: { query: ReportQuery }) {
  return <Loaded query={useStaffReport(query)} render={(r) => <StaffReportView report={r} />} />;
}
function InventoryPanel({ query }: { query: ReportQuery }) {
  return <Loaded query={useInventoryReport(query)} render={(r) => <InventoryReportView report={r} />} />;
}
function FinancePanel({ query }: { query: ReportQuery }) {
  return (
    <div className="space-y-4">
      <Loaded query={useFinanceReport(query)} render={(r) => <FinanceReportView report={r} />} />
      <AccountingExport query={query} />
    </div>
  );
}

const panels = {
  sales: SalesPanel,
  products: ProductsPanel,
  staff: StaffPanel,
  inventory: InventoryPanel,
  finance: FinancePanel,
} satisfies Record<ReportTab, (props: { query: ReportQuery }) => React.ReactNode>;

/** The active tab's report for the range and store, fetched from the server. */
export function ReportTabPanel({ tab, query }: { tab: ReportTab; query: ReportQuery }) {
  const Panel = panels[tab];
  return <Panel query={query} />;
}
