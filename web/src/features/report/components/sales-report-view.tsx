import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';

import type { SalesReport } from '@tillwise/core/report/report-schemas';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ReportFigures } from './report-figures';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';
import { paymentMethodMessages } from '@/lib/i18n/payment-method-messages';
import { useScopedMoney } from '@/lib/scoped-money';
import { figureMessages } from '../lib/report-messages';
import { quantityText } from '@/lib/quantity';

const SalesTrendChart = lazy(() => import('./sales-trend-chart').then((m) => ({ default: m.SalesTrendChart })));

/**
 * The Sales tab: Sales Summary (chart by default, or table), By store (for all stores), Payment Methods and
 * Category Sales.
 */
export function SalesReportView({ report }: { report: SalesReport }) {
  const intl = useIntl();
  const figure = (name: keyof typeof figureMessages) => intl.formatMessage(figureMessages[name]);
  const transactions = intl.formatMessage({ id: 'report.column.transactions', defaultMessage: 'Transactions' });
  const { formatMoney } = useScopedMoney();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const s = report.summary;
  const figures: [string, string][] = [
    [figure('grossSales'), formatMoney(s.grossSalesCents)],
    [figure('discounts'), formatMoney(s.discountsCents)],
    [figure('refunds'), formatMoney(s.refundsCents)],
    [figure('netSales'), formatMoney(s.netSalesCents)],
    [figure('tax'), formatMoney(s.taxCents)],
    [transactions, String(s.transactions)],
    [figure('averageSale'), formatMoney(s.avgOrderCents)],
    [intl.formatMessage({ id: 'report.sales.itemsSold', defaultMessage: 'Items Sold' }), String(s.itemsSold)],
  ];
  const toggle = (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'report.sales.viewLabel', defaultMessage: 'Sales Summary view' })}
      className="flex rounded-md border p-0.5"
    >
      {(['chart', 'table'] as const).map((option) => (
        <Button
          key={option}
          size="sm"
          variant={view === option ? 'secondary' : 'ghost'}
          aria-pressed={view === option}
          onClick={() => setView(option)}
        >
          {option === 'chart'
            ? intl.formatMessage({ id: 'report.sales.chart', defaultMessage: 'Chart' })
            : intl.formatMessage({ id: 'report.sales.table', defaultMessage: 'Table' })}
        </Button>
      ))}
    </div>
  );

  return (
    <div className="space-y-4">
      <ReportSection
        title={intl.formatMessage({ id: 'report.sales.title', defaultMessage: 'Sales Summary' })}
        description={intl.formatMessage({
          id: 'report.sales.description',
          defaultMessage: 'Refunds count on the day they were given.',
        })}
        action={toggle}
      >
        <div className="mb-4">
          <ReportFigures
            label={intl.formatMessage({ id: 'report.sales.figures', defaultMessage: 'Sales figures' })}
            figures={figures}
          />
        </div>
        {view === 'chart' ? (
          <Suspense fallback={<Skeleton className="h-[300px]" />}>
            <SalesTrendChart daily={report.daily} />
          </Suspense>
        ) : (
          <ReportTable
            label={intl.formatMessage({ id: 'report.sales.daily', defaultMessage: 'Daily sales' })}
            rowKey={(day) => day.date}
            rows={report.daily}
            columns={[
              {
                header: intl.formatMessage({ id: 'report.column.date', defaultMessage: 'Date' }),
                cell: (day) => day.date,
              },
              { header: figure('sales'), numeric: true, cell: (day) => formatMoney(day.salesCents) },
              {
                header: figure('refunds'),
                numeric: true,
                secondary: true,
                cell: (day) => formatMoney(day.refundsCents),
              },
              { header: figure('netSales'), numeric: true, cell: (day) => formatMoney(day.netSalesCents) },
            ]}
          />
        )}
      </ReportSection>
      {report.byStore.length > 0 && (
        <ReportSection
          title={intl.formatMessage({ id: 'report.byStore.title', defaultMessage: 'By store' })}
          description={intl.formatMessage({
            id: 'report.byStore.description',
            defaultMessage: "Each store's part of the chain's sales, before tax.",
          })}
        >
          <ReportTable
            label={intl.formatMessage({ id: 'report.byStore.label', defaultMessage: 'Sales by store' })}
            rowKey={(row) => row.storeId}
            rows={report.byStore}
            columns={[
              {
                header: intl.formatMessage({ id: 'report.column.store', defaultMessage: 'Store' }),
                cell: (row) => row.name,
              },
              { header: transactions, numeric: true, cell: (row) => row.transactions },
              { header: figure('netSales'), numeric: true, cell: (row) => formatMoney(row.netSalesCents) },
              {
                header: figure('refunds'),
                numeric: true,
                secondary: true,
                cell: (row) => formatMoney(row.refundsCents),
              },
              {
                header: figure('averageSale'),
                numeric: true,
                secondary: true,
                cell: (row) => formatMoney(row.averageSaleCents),
              },
            ]}
          />
        </ReportSection>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ReportSection title={intl.formatMessage({ id: 'report.payments.title', defaultMessage: 'Payment Methods' })}>
          <ReportTable
            label={intl.formatMessage({ id: 'report.payments.label', defaultMessage: 'Payment methods' })}
            rowKey={(row) => row.method}
            rows={report.paymentMethods}
            columns={[
              {
                header: intl.formatMessage({ id: 'report.column.method', defaultMessage: 'Method' }),
                cell: (row) => intl.formatMessage(paymentMethodMessages[row.method]),
              },
              { header: transactions, numeric: true, cell: (row) => row.count },
              {
                header: intl.formatMessage({ id: 'report.column.amount', defaultMessage: 'Amount' }),
                numeric: true,
                cell: (row) => formatMoney(row.amountCents),
              },
            ]}
          />
        </ReportSection>
        <ReportSection title={intl.formatMessage({ id: 'report.categories.title', defaultMessage: 'Category Sales' })}>
          <ReportTable
            label={intl.formatMessage({ id: 'report.categories.label', defaultMessage: 'Category sales' })}
            rowKey={(row) => row.categoryId}
            rows={report.categorySales}
            columns={[
              {
                header: intl.formatMessage({ id: 'report.column.category', defaultMessage: 'Category' }),
                cell: (row) => row.name,
              },
              {
                header: intl.formatMessage({ id: 'report.column.items', defaultMessage: 'Items' }),
                numeric: true,
                // Units and weights side by side, never added: "12 · 3.2 lb".
                cell: (row) =>
                  [
                    ...(row.quantity !== 0 || row.weights.length === 0 ? [String(row.quantity)] : []),
                    ...row.weights.map((weight) => quantityText(weight.quantity, weight.soldBy)),
                  ].join(' · '),
              },
              { header: figure('netSales'), numeric: true, cell: (row) => formatMoney(row.netSalesCents) },
            ]}
          />
        </ReportSection>
      </div>
    </div>
  );
}
