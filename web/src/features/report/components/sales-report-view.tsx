import { lazy, Suspense, useState } from 'react';

import { figureNames } from '@tillwise/core/report/figure-names';
import type { SalesReport } from '@tillwise/core/report/report-schemas';
import { paymentMethodLabels } from '@tillwise/core/payment/tender';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ReportFigures } from './report-figures';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';
import { quantityText } from '@tillwise/core/catalog/sold-by';
import { useScopedMoney } from '@/lib/scoped-money';

const SalesTrendChart = lazy(() => import('./sales-trend-chart').then((m) => ({ default: m.SalesTrendChart })));

/**
 * The Sales tab: Sales Summary (chart by default, or table), By store (for all stores), Payment Methods and
 * Category Sales.
 */
export function SalesReportView({ report }: { report: SalesReport }) {
  const { formatMoney } = useScopedMoney();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const s = report.summary;
  const figures: [string, string][] = [
    [figureNames.grossSales, formatMoney(s.grossSalesCents)],
    [figureNames.discounts, formatMoney(s.discountsCents)],
    [figureNames.refunds, formatMoney(s.refundsCents)],
    [figureNames.netSales, formatMoney(s.netSalesCents)],
    [figureNames.tax, formatMoney(s.taxCents)],
    ['Transactions', String(s.transactions)],
    [figureNames.averageSale, formatMoney(s.avgOrderCents)],
    ['Items Sold', String(s.itemsSold)],
  ];
  const toggle = (
    <div role="group" aria-label="Sales Summary view" className="flex rounded-md border p-0.5">
      {(['chart', 'table'] as const).map((option) => (
        <Button
          key={option}
          size="sm"
          variant={view === option ? 'secondary' : 'ghost'}
          aria-pressed={view === option}
          onClick={() => setView(option)}
        >
          {option === 'chart' ? 'Chart' : 'Table'}
        </Button>
      ))}
    </div>
  );

  return (
    <div className="space-y-4">
      <ReportSection title="Sales Summary" description="Refunds count on the day they were given." action={toggle}>
        <div className="mb-4">
          <ReportFigures label="Sales figures" figures={figures} />
        </div>
        {view === 'chart' ? (
          <Suspense fallback={<Skeleton className="h-[300px]" />}>
            <SalesTrendChart daily={report.daily} />
          </Suspense>
        ) : (
          <ReportTable
            label="Daily sales"
            rowKey={(day) => day.date}
            rows={report.daily}
            columns={[
              { header: 'Date', cell: (day) => day.date },
              { header: figureNames.sales, numeric: true, cell: (day) => formatMoney(day.salesCents) },
              {
                header: figureNames.refunds,
                numeric: true,
                secondary: true,
                cell: (day) => formatMoney(day.refundsCents),
              },
              { header: figureNames.netSales, numeric: true, cell: (day) => formatMoney(day.netSalesCents) },
            ]}
          />
        )}
      </ReportSection>
      {report.byStore.length > 0 && (
        <ReportSection title="By store" description="Each store's part of the chain's sales, before tax.">
          <ReportTable
            label="Sales by store"
            rowKey={(row) => row.storeId}
            rows={report.byStore}
            columns={[
              { header: 'Store', cell: (row) => row.name },
              { header: 'Transactions', numeric: true, cell: (row) => row.transactions },
              { header: figureNames.netSales, numeric: true, cell: (row) => formatMoney(row.netSalesCents) },
              {
                header: figureNames.refunds,
                numeric: true,
                secondary: true,
                cell: (row) => formatMoney(row.refundsCents),
              },
              {
                header: figureNames.averageSale,
                numeric: true,
                secondary: true,
                cell: (row) => formatMoney(row.averageSaleCents),
              },
            ]}
          />
        </ReportSection>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ReportSection title="Payment Methods">
          <ReportTable
            label="Payment methods"
            rowKey={(row) => row.method}
            rows={report.paymentMethods}
            columns={[
              { header: 'Method', cell: (row) => paymentMethodLabels[row.method] },
              { header: 'Transactions', numeric: true, cell: (row) => row.count },
              { header: 'Amount', numeric: true, cell: (row) => formatMoney(row.amountCents) },
            ]}
          />
        </ReportSection>
        <ReportSection title="Category Sales">
          <ReportTable
            label="Category sales"
            rowKey={(row) => row.categoryId}
            rows={report.categorySales}
            columns={[
              { header: 'Category', cell: (row) => row.name },
              {
                header: 'Items',
                numeric: true,
                // Units and weights side by side, never added: "12 · 3.2 lb".
                cell: (row) =>
                  [
                    ...(row.quantity !== 0 || row.weights.length === 0 ? [String(row.quantity)] : []),
                    ...row.weights.map((weight) => quantityText(weight.quantity, weight.soldBy)),
                  ].join(' · '),
              },
              { header: figureNames.netSales, numeric: true, cell: (row) => formatMoney(row.netSalesCents) },
            ]}
          />
        </ReportSection>
      </div>
    </div>
  );
}
