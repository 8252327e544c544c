import { Fragment } from 'react';
import { Download } from 'lucide-react';

import type { PromotionReport, PromotionReportTotals } from '@tillwise/core/report/promotion-report';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ReportSection } from './report-section';
import { useScopedMoney } from '@/lib/scoped-money';

// Sales, units and coupon uses have their own columns from sm up only; money columns always show.
const amount = 'text-right tabular-nums';
const wideOnly = 'hidden text-right tabular-nums sm:table-cell';

const counted = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The figures a narrow screen shows under the name instead of in their own columns. */
function NarrowFigures({ figures }: { figures: Pick<PromotionReportTotals, 'sales' | 'units' | 'couponUses'> }) {
  const parts = [counted(figures.sales, 'sale'), counted(figures.units, 'unit')];
  if (figures.couponUses > 0) parts.push(counted(figures.couponUses, 'coupon use'));
  return (
    <span className="block text-xs font-normal text-muted-foreground sm:hidden">
      {/* A line breaks between figures, never inside one, and never before a separator. */}
      {parts.map((part, index) => (
        <Fragment key={part}>
          {index > 0 && ' '}
          <span className="whitespace-nowrap">
            {part}
            {index < parts.length - 1 && ' ·'}
          </span>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * Reports › Sales › Promotions: per promotion, the sales it applied to, its units, the discount it gave, those
 * sales' revenue and coupon uses, with the totals. Narrow screens keep Promotion, Discount given and Revenue as
 * columns and put the counts under the name.
 */
export function PromotionsReportView({ report, onExport }: { report: PromotionReport; onExport: () => void }) {
  const { formatMoney } = useScopedMoney();
  const { rows, totals } = report;
  return (
    <ReportSection
      title="Promotions"
      description="Completed sales that got each promotion; revenue is those sales' totals, tax included."
      action={
        rows.length > 0 && (
          <Button variant="outline" size="sm" onClick={onExport}>
            <Download /> Download CSV
          </Button>
        )
      }
    >
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No promotions applied in this range</p>
      ) : (
        <>
          <Table aria-label="Promotions">
            <TableHeader>
              <TableRow>
                <TableHead>Promotion</TableHead>
                <TableHead className={wideOnly}>Sales</TableHead>
                <TableHead className={wideOnly}>Units</TableHead>
                {/* Two lines on a phone, so Revenue still fits beside it. */}
                <TableHead className={`${amount} whitespace-normal sm:whitespace-nowrap`}>Discount given</TableHead>
                <TableHead className={amount}>Revenue</TableHead>
                <TableHead className={wideOnly}>Coupon uses</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.promotionId}>
                  <TableCell className="font-medium whitespace-normal">
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      {row.name}
                      {row.couponCode && (
                        <Badge variant="outline" className="font-mono">
                          {row.couponCode}
                        </Badge>
                      )}
                    </span>
                    <NarrowFigures figures={row} />
                  </TableCell>
                  <TableCell className={wideOnly}>{row.sales}</TableCell>
                  <TableCell className={wideOnly}>{row.units}</TableCell>
                  <TableCell className={amount}>{formatMoney(row.discountCents)}</TableCell>
                  <TableCell className={amount}>{formatMoney(row.revenueCents)}</TableCell>
                  <TableCell className={wideOnly}>{row.couponUses}</TableCell>
                </TableRow>
              ))}
              <TableRow className="bg-muted/50 font-semibold">
                <TableCell className="whitespace-normal">
                  Total
                  <NarrowFigures figures={totals} />
                </TableCell>
                <TableCell className={wideOnly}>{totals.sales}</TableCell>
                <TableCell className={wideOnly}>{totals.units}</TableCell>
                <TableCell className={amount}>{formatMoney(totals.discountCents)}</TableCell>
                <TableCell className={amount}>{formatMoney(totals.revenueCents)}</TableCell>
                <TableCell className={wideOnly}>{totals.couponUses}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
          <p className="mt-2 text-xs text-muted-foreground">
            A sale with several promotions counts once in the total sales and revenue.
          </p>
        </>
      )}
    </ReportSection>
  );
}
