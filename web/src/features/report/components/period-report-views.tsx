import { figureNames } from '@tillwise/core/report/figure-names';
import { quantityText } from '@tillwise/core/catalog/sold-by';
import type { InventoryReport, ProductsReport, StaffReport } from '@tillwise/core/report/report-schemas';
import { Badge } from '@/components/ui/badge';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';
import { useScopedMoney } from '@/lib/scoped-money';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Products tab: Product Performance. */
export function ProductsReportView({ report }: { report: ProductsReport }) {
  const { formatMoney } = useScopedMoney();
  return (
    <ReportSection
      title="Product Performance"
      description="Revenue after discounts, before tax; cost is 60 % of price when unknown."
    >
      <ReportTable
        label="Product performance"
        rowKey={(row) => row.productId}
        rows={report.products}
        columns={[
          { header: 'Product', cell: (row) => row.name },
          { header: 'SKU', secondary: true, cell: (row) => <span className="font-mono text-xs">{row.sku}</span> },
          { header: 'Quantity Sold', numeric: true, cell: (row) => quantityText(row.quantitySold, row.soldBy) },
          { header: 'Revenue', numeric: true, cell: (row) => formatMoney(row.revenueCents) },
          { header: 'Cost', numeric: true, secondary: true, cell: (row) => formatMoney(row.costCents) },
          { header: 'Margin', numeric: true, cell: (row) => `${formatMoney(row.marginCents)} (${row.marginPercent}%)` },
        ]}
      />
    </ReportSection>
  );
}

/** Staff tab: Employee Sales, with the role capitalised and each figure named by what it is (figureNames). */
export function StaffReportView({ report }: { report: StaffReport }) {
  const { formatMoney } = useScopedMoney();
  return (
    <ReportSection title="Employee Sales">
      <ReportTable
        label="Employee sales"
        rowKey={(row) => row.userId}
        rows={report.staff}
        columns={[
          { header: 'Name', cell: (row) => row.name },
          { header: 'Role', secondary: true, cell: (row) => capitalised(row.role) },
          { header: 'Transactions', numeric: true, cell: (row) => row.transactions },
          { header: figureNames.sales, numeric: true, cell: (row) => formatMoney(row.salesCents) },
          {
            header: figureNames.averageSale,
            numeric: true,
            secondary: true,
            cell: (row) => formatMoney(row.averageSaleCents),
          },
        ]}
      />
    </ReportSection>
  );
}

const statusLook = { low: 'destructive', medium: 'warning', good: 'success' } as const;

/** Inventory tab: Inventory On-Hand, now (the range does not apply to stock on hand), each in its own unit. */
export function InventoryReportView({ report }: { report: InventoryReport }) {
  const { formatMoney } = useScopedMoney();
  return (
    <ReportSection
      title="Inventory On-Hand"
      description={`Stock now, valued at cost: ${formatMoney(report.totalStockValueCents)}. The reorder level is 5 (of the product’s unit) where none is set.`}
    >
      <ReportTable
        label="Inventory on hand"
        rowKey={(row) => row.productId}
        rows={report.items}
        columns={[
          { header: 'Product', cell: (row) => row.name },
          { header: 'SKU', secondary: true, cell: (row) => <span className="font-mono text-xs">{row.sku}</span> },
          { header: 'Stock', numeric: true, cell: (row) => quantityText(row.stock, row.soldBy) },
          { header: 'Reorder Level', numeric: true, cell: (row) => quantityText(row.reorderLevel, row.soldBy) },
          { header: 'Status', cell: (row) => <Badge variant={statusLook[row.status]}>{row.status}</Badge> },
          { header: 'Stock Value', numeric: true, secondary: true, cell: (row) => formatMoney(row.stockValueCents) },
        ]}
      />
    </ReportSection>
  );
}
