import { Fragment } from 'react';
import { Download } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { PromotionReport, PromotionReportTotals } from '@tillwise/core/report/promotion-report';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ReportSection } from './report-section';
import { useScopedMoney } from '@/lib/scoped-money';

// Sales, units and coupon uses have their own columns from sm up only; money columns always show.
const amount = 'text-right tabular-nums';
const wideOnly = 'hidden text-right tabular-nums sm:table-cell';

/** The figures a narrow screen shows under the name instead of in their own columns. */
function NarrowFigures({ figures }: { figures: Pick<PromotionReportTotals, 'sales' | 'units' | 'couponUses'> }) {
  const intl = useIntl();
  const parts = [
    intl.formatMessage(
      { id: 'report.promotions.sales', defaultMessage: '{count, plural, one {{count} sale} other {{count} sales}}' },
      { count: figures.sales },
    ),
    intl.formatMessage(
      { id: 'report.promotions.units', defaultMessage: '{count, plural, one {{count} unit} other {{count} units}}' },
      { count: figures.units },
    ),
  ];
  if (figures.couponUses > 0)
    parts.push(
      intl.formatMessage(
        {
          id: 'report.promotions.couponUses',
          defaultMessage: '{count, plural, one {{count} coupon use} other {{count} coupon uses}}',
        },
        { count: figures.couponUses },
      ),
    );
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
  const intl = useIntl();
  const { formatMoney } = useScopedMoney();
  const { rows, totals } = report;
  return (
    <ReportSection
      title={intl.formatMessage({ id: 'report.promotions.title', defaultMessage: 'Promotions' })}
      description={intl.formatMessage({
        id: 'report.promotions.description',
        defaultMessage: "Completed sales that got each promotion; revenue is those sales' totals, tax included.",
      })}
      action={
        rows.length > 0 && (
          <Button variant="outline" size="sm" onClick={onExport}>
            <Download /> <FormattedMessage id="report.downloadCsv" defaultMessage="Download CSV" />
          </Button>
        )
      }
    >
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          <FormattedMessage id="report.promotions.none" defaultMessage="No promotions applied in this range" />
        </p>
      ) : (
        <>
          <Table aria-label={intl.formatMessage({ id: 'report.promotions.title', defaultMessage: 'Promotions' })}>
            <TableHeader>
              <TableRow>
                <TableHead>
                  <FormattedMessage id="report.promotions.promotion" defaultMessage="Promotion" />
                </TableHead>
                <TableHead className={wideOnly}>
                  <FormattedMessage id="report.promotions.salesColumn" defaultMessage="Sales" />
                </TableHead>
                <TableHead className={wideOnly}>
                  <FormattedMessage id="report.promotions.unitsColumn" defaultMessage="Units" />
                </TableHead>
                {/* Two lines on a phone, so Revenue still fits beside it. */}
                <TableHead className={`${amount} whitespace-normal sm:whitespace-nowrap`}>
                  <FormattedMessage id="report.promotions.discountGiven" defaultMessage="Discount given" />
                </TableHead>
                <TableHead className={amount}>
                  <FormattedMessage id="report.column.revenue" defaultMessage="Revenue" />
                </TableHead>
                <TableHead className={wideOnly}>
                  <FormattedMessage id="report.promotions.couponUsesColumn" defaultMessage="Coupon uses" />
                </TableHead>
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
                  <FormattedMessage id="report.promotions.total" defaultMessage="Total" />
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
            <FormattedMessage
              id="report.promotions.note"
              defaultMessage="A sale with several promotions counts once in the total sales and revenue."
            />
          </p>
        </>
      )}
    </ReportSection>
  );
}
