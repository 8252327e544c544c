import { defineMessages, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import type { InventoryReport, ProductsReport, StaffReport } from '@tillwise/core/report/report-schemas';
import { Badge } from '@/components/ui/badge';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';
import { useScopedMoney } from '@/lib/scoped-money';
import { figureMessages } from '../lib/report-messages';
import { quantityText } from '@/lib/quantity';

const stockStatusMessages = defineMessages({
  low: { id: 'report.inventory.status.low', defaultMessage: 'low' },
  medium: { id: 'report.inventory.status.medium', defaultMessage: 'medium' },
  good: { id: 'report.inventory.status.good', defaultMessage: 'good' },
});
const roleMessages = defineMessages({
  admin: { id: 'report.staff.role.admin', defaultMessage: 'Admin' },
  manager: { id: 'report.staff.role.manager', defaultMessage: 'Manager' },
  cashier: { id: 'report.staff.role.cashier', defaultMessage: 'Cashier' },
  inventory: { id: 'report.staff.role.inventory', defaultMessage: 'Inventory' },
});

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The columns two tables share. */
const columnName = (intl: IntlShape) => (name: 'product' | 'sku') =>
  name === 'product'
    ? intl.formatMessage({ id: 'report.column.product', defaultMessage: 'Product' })
    : intl.formatMessage({ id: 'report.column.sku', defaultMessage: 'SKU' });

/** Products tab: Product Performance. */
export function ProductsReportView({ report }: { report: ProductsReport }) {
  const intl = useIntl();
  const t = columnName(intl);
  const { formatMoney } = useScopedMoney();
  return (
    <ReportSection
      title={intl.formatMessage({ id: 'report.products.title', defaultMessage: 'Product Performance' })}
      description={intl.formatMessage({
        id: 'report.products.description',
        defaultMessage: 'Revenue after discounts, before tax; cost is 60 % of price when unknown.',
      })}
    >
      <ReportTable
        label={intl.formatMessage({ id: 'report.products.label', defaultMessage: 'Product performance' })}
        rowKey={(row) => row.productId}
        rows={report.products}
        columns={[
          { header: t('product'), cell: (row) => row.name },
          { header: t('sku'), secondary: true, cell: (row) => <span className="font-mono text-xs">{row.sku}</span> },
          {
            header: intl.formatMessage({ id: 'report.column.quantitySold', defaultMessage: 'Quantity Sold' }),
            numeric: true,
            cell: (row) => quantityText(row.quantitySold, row.soldBy),
          },
          {
            header: intl.formatMessage({ id: 'report.column.revenue', defaultMessage: 'Revenue' }),
            numeric: true,
            cell: (row) => formatMoney(row.revenueCents),
          },
          {
            header: intl.formatMessage({ id: 'report.column.cost', defaultMessage: 'Cost' }),
            numeric: true,
            secondary: true,
            cell: (row) => formatMoney(row.costCents),
          },
          {
            header: intl.formatMessage({ id: 'report.column.margin', defaultMessage: 'Margin' }),
            numeric: true,
            cell: (row) =>
              intl.formatMessage(
                { id: 'report.products.margin', defaultMessage: '{amount} ({percent}%)' },
                { amount: formatMoney(row.marginCents), percent: row.marginPercent },
              ),
          },
        ]}
      />
    </ReportSection>
  );
}

/** Staff tab: Employee Sales, with the role capitalised and each figure named by what it is (figureNames). */
export function StaffReportView({ report }: { report: StaffReport }) {
  const intl = useIntl();
  const { formatMoney } = useScopedMoney();
  const role = (name: string) =>
    name in roleMessages ? intl.formatMessage(roleMessages[name as keyof typeof roleMessages]) : capitalised(name);
  return (
    <ReportSection title={intl.formatMessage({ id: 'report.staff.title', defaultMessage: 'Employee Sales' })}>
      <ReportTable
        label={intl.formatMessage({ id: 'report.staff.label', defaultMessage: 'Employee sales' })}
        rowKey={(row) => row.userId}
        rows={report.staff}
        columns={[
          { header: intl.formatMessage({ id: 'report.column.name', defaultMessage: 'Name' }), cell: (row) => row.name },
          {
            header: intl.formatMessage({ id: 'report.column.role', defaultMessage: 'Role' }),
            secondary: true,
            cell: (row) => role(row.role),
          },
          {
            header: intl.formatMessage({ id: 'report.column.transactions', defaultMessage: 'Transactions' }),
            numeric: true,
            cell: (row) => row.transactions,
          },
          {
            header: intl.formatMessage(figureMessages.sales),
            numeric: true,
            cell: (row) => formatMoney(row.salesCents),
          },
          {
            header: intl.formatMessage(figureMessages.averageSale),
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
  const intl = useIntl();
  const t = columnName(intl);
  const { formatMoney } = useScopedMoney();
  return (
    <ReportSection
      title={intl.formatMessage({ id: 'report.inventory.title', defaultMessage: 'Inventory On-Hand' })}
      description={intl.formatMessage(
        {
          id: 'report.inventory.description',
          defaultMessage:
            'Stock now, valued at cost: {value}. The reorder level is 5 (of the product’s unit) where none is set.',
        },
        { value: formatMoney(report.totalStockValueCents) },
      )}
    >
      <ReportTable
        label={intl.formatMessage({ id: 'report.inventory.label', defaultMessage: 'Inventory on hand' })}
        rowKey={(row) => row.productId}
        rows={report.items}
        columns={[
          { header: t('product'), cell: (row) => row.name },
          { header: t('sku'), secondary: true, cell: (row) => <span className="font-mono text-xs">{row.sku}</span> },
          {
            header: intl.formatMessage({ id: 'report.column.stock', defaultMessage: 'Stock' }),
            numeric: true,
            cell: (row) => quantityText(row.stock, row.soldBy),
          },
          {
            header: intl.formatMessage({ id: 'report.column.reorderLevel', defaultMessage: 'Reorder Level' }),
            numeric: true,
            cell: (row) => quantityText(row.reorderLevel, row.soldBy),
          },
          {
            header: intl.formatMessage({ id: 'report.column.status', defaultMessage: 'Status' }),
            cell: (row) => (
              <Badge variant={statusLook[row.status]}>{intl.formatMessage(stockStatusMessages[row.status])}</Badge>
            ),
          },
          {
            header: intl.formatMessage({ id: 'report.column.stockValue', defaultMessage: 'Stock Value' }),
            numeric: true,
            secondary: true,
            cell: (row) => formatMoney(row.stockValueCents),
          },
        ]}
      />
    </ReportSection>
  );
}
