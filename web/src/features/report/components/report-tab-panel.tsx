import type { ReportRange, ReportTab } from '@tillwise/core/report/report-schemas';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useFinanceReport } from '../api/get-finance-report';
import { useInventoryReport } from '../api/get-inventory-report';
import { useProductsReport } from '../api/get-products-report';
import { useSalesReport } from '../api/get-sales-report';
import { useStaffReport } from '../api/get-staff-report';
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

function SalesPanel({ range }: { range: ReportRange }) {
  return <Loaded query={useSalesReport(range)} render={(r) => <SalesReportView report={r} />} />;
}
function ProductsPanel({ range }: { range: ReportRange }) {
  return <Loaded query={useProductsReport(range)} render={(r) => <ProductsReportView report={r} />} />;
}
function StaffPanel({ range }: { range: ReportRange }) {
  return <Loaded query={useStaffReport(range)} render={(r) => <StaffReportView report={r} />} />;
}
function InventoryPanel({ range }: { range: ReportRange }) {
  return <Loaded query={useInventoryReport(range)} render={(r) => <InventoryReportView report={r} />} />;
}
function FinancePanel({ range }: { range: ReportRange }) {
  return <Loaded query={useFinanceReport(range)} render={(r) => <FinanceReportView report={r} />} />;
}

const panels = {
  sales: SalesPanel,
  products: ProductsPanel,
  staff: StaffPanel,
  inventory: InventoryPanel,
  finance: FinancePanel,
} satisfies Record<ReportTab, (props: { range: ReportRange }) => React.ReactNode>;

/** The active tab's report for the range, fetched from the server. */
export function ReportTabPanel({ tab, range }: { tab: ReportTab; range: ReportRange }) {
  const Panel = panels[tab];
  return <Panel range={range} />;
}
