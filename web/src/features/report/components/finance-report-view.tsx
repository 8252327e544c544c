import { ageingBuckets, ageingLabels } from '@tillwise/core/account/trade-account';
import { format } from 'date-fns';
import { Link } from 'react-router';

import type { FinanceReport } from '@tillwise/core/report/report-schemas';
import { describeOverShort } from '@tillwise/core/shift/drawer-maths';
import type { OverShortRow } from '@tillwise/core/shift/over-short';
import { ReportFigures } from './report-figures';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';
import { useScopedMoney } from '@/lib/scoped-money';

function OverShortTable({ label, first, rows }: { label: string; first: string; rows: OverShortRow[] }) {
  const { formatMoney } = useScopedMoney();
  return (
    <ReportTable
      label={label}
      rowKey={(row) => row.id}
      rows={rows}
      empty="No closed shifts in this range"
      columns={[
        { header: first, cell: (row) => row.name },
        { header: 'Shifts', numeric: true, cell: (row) => row.shifts },
        { header: 'Over', numeric: true, secondary: true, cell: (row) => formatMoney(row.overCents) },
        { header: 'Short', numeric: true, secondary: true, cell: (row) => formatMoney(-row.shortCents) },
        { header: 'Net', numeric: true, cell: (row) => describeOverShort(row.netCents) },
        { header: 'Flagged', numeric: true, cell: (row) => row.flagged },
      ]}
    />
  );
}

/** Finance tab: Tax Report by band, Refunds & Returns, Cash Over/Short, Loyalty Program. */
export function FinanceReportView({ report }: { report: FinanceReport }) {
  const { formatMoney } = useScopedMoney();
  const l = report.loyalty;
  const pointValue = formatMoney(Math.round(l.pointValue * 100));
  const loyalty: [string, string][] = [
    ['Enrolled Customers', String(l.enrolledCustomers)],
    ['Active Customers', String(l.activeCustomers)],
    ['Points Issued', String(l.pointsIssued)],
    ['Points Redeemed', String(l.pointsRedeemed)],
    ['Point Value', pointValue],
    ['Breakage Rate', `${Math.round(l.breakageRate * 100)}%`],
    ['Outstanding Points', String(l.outstandingPoints)],
    ['Points Liability', formatMoney(l.liabilityCents)],
  ];
  return (
    <div className="space-y-4">
      <ReportSection title="Tax Report">
        <ReportTable
          label="Tax report"
          rowKey={(row) => String(row.rate)}
          rows={report.taxBands}
          columns={[
            { header: 'Rate', cell: (row) => `${row.rate}%` },
            { header: 'Taxable Amount', numeric: true, cell: (row) => formatMoney(row.taxableAmountCents) },
            { header: 'Tax Collected', numeric: true, cell: (row) => formatMoney(row.taxCollectedCents) },
          ]}
        />
        {report.taxes.length > report.taxBands.length && (
          <ReportTable
            label="Tax collected by tax"
            rowKey={(row) => `${row.name}-${row.rate}`}
            rows={report.taxes}
            columns={[
              { header: 'Tax', cell: (row) => row.name },
              { header: 'Rate', cell: (row) => `${row.rate}%` },
              { header: 'Tax Collected', numeric: true, cell: (row) => formatMoney(row.taxCollectedCents) },
            ]}
          />
        )}
      </ReportSection>
      <ReportSection title="Refunds & Returns">
        <ReportTable
          label="Refunds and returns"
          rowKey={(row) => row.id}
          rows={report.refunds}
          empty="No refunds in this range"
          columns={[
            { header: 'Refund', cell: (row) => <span className="font-mono text-xs">{row.number}</span> },
            { header: 'Date', cell: (row) => format(new Date(row.date), 'MMM dd, y') },
            { header: 'Amount', numeric: true, cell: (row) => formatMoney(row.amountCents) },
            { header: 'Reason', secondary: true, cell: (row) => row.reason || '—' },
            { header: 'Items', numeric: true, secondary: true, cell: (row) => row.items },
            { header: 'Staff', secondary: true, cell: (row) => row.staff },
          ]}
        />
      </ReportSection>
      <ReportSection
        title="Cash Over/Short"
        description="Closed shifts that traded in this range: counted against expected cash, by who closed them and by till."
        action={
          <Link
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            to="/shifts?view=z-reports"
          >
            Z reports
          </Link>
        }
      >
        <div className="grid gap-6 xl:grid-cols-2">
          <OverShortTable label="Over/short by staff" first="Staff" rows={report.cash.byStaff} />
          <OverShortTable label="Over/short by till" first="Till" rows={report.cash.byTill} />
        </div>
      </ReportSection>
      <ReportSection
        title="Loyalty Program"
        description={`Points are worth ${pointValue}; ${Math.round(l.breakageRate * 100)} % are expected never to be redeemed.`}
      >
        <ReportFigures label="Loyalty figures" figures={loyalty} />
      </ReportSection>
      <ReportSection
        title="Gift Cards & Store Credit"
        description="What customers hold at the close of the range's last day: money owed to them, not revenue."
      >
        <ReportFigures
          label="Gift card and store credit liability"
          figures={[
            ['Gift card liability', formatMoney(report.liabilities.giftCardsCents)],
            ['Store credit liability', formatMoney(report.liabilities.storeCreditCents)],
          ]}
        />
      </ReportSection>
      <ReportSection
        title="Layaways"
        description="Deposits are the customer's money until the layaway completes as a sale; a cancellation's fee is the store's."
      >
        <ReportFigures
          label="Layaways"
          figures={[
            ['Layaway deposits', formatMoney(report.layaways.depositsCents)],
            ['Layaway refunds', formatMoney(report.layaways.refundsCents)],
            ['Cancellation fees', formatMoney(report.layaways.feesCents)],
            ['Completed as sales', formatMoney(report.layaways.completedCents)],
            ['Layaway deposit liability', formatMoney(report.liabilities.layawayDepositsCents)],
          ]}
        />
      </ReportSection>
      <ReportSection
        title="Special Orders"
        description="A special order's deposit is the customer's money until it is collected as a sale."
      >
        <ReportFigures
          label="Special orders"
          figures={[
            ['Special-order deposits', formatMoney(report.specialOrders.depositsCents)],
            ['Special-order refunds', formatMoney(report.specialOrders.refundsCents)],
            ['Collected as sales', formatMoney(report.specialOrders.completedCents)],
            ['Special-order deposit liability', formatMoney(report.liabilities.specialOrderDepositsCents)],
          ]}
        />
      </ReportSection>
      <ReportSection
        title="Accounts Receivable"
        description="What trade customers owe on account at the close of the range's last day, by how old each invoice is."
      >
        <ReportFigures
          label="Accounts receivable"
          figures={[
            ['Owed on account', formatMoney(report.receivables.owedCents)],
            ['Customers owing', String(report.receivables.customers)],
            ...ageingBuckets.map(
              (bucket) => [ageingLabels[bucket], formatMoney(report.receivables[bucket])] as [string, string],
            ),
          ]}
        />
      </ReportSection>
      <ReportSection
        title="Cash Rounding"
        description="Cash totals rounded to the store's smallest coin; card payments are never rounded."
      >
        <ReportFigures
          label="Cash rounding"
          figures={[
            ['Rounding on sales', formatMoney(report.cashRounding.salesCents)],
            ['Rounding on refunds', formatMoney(report.cashRounding.refundsCents)],
            ['Net rounding', formatMoney(report.cashRounding.netCents)],
          ]}
        />
      </ReportSection>
    </div>
  );
}
