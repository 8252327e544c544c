import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { FinanceReport } from '@tillwise/core/report/report-schemas';
import type { OverShortRow } from '@tillwise/core/shift/over-short';
import { FinanceBalanceSections } from './finance-balance-sections';
import { ReportFigures } from './report-figures';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';
import { useScopedMoney } from '@/lib/scoped-money';
import { financeMessages as m } from '../lib/finance-messages';
import { historyDay } from '../lib/report-dates';

function OverShortTable({ label, first, rows }: { label: string; first: string; rows: OverShortRow[] }) {
  const intl = useIntl();
  const { formatMoney } = useScopedMoney();
  const net = (cents: number) =>
    cents === 0
      ? intl.formatMessage(m.balanced)
      : intl.formatMessage(cents > 0 ? m.overBy : m.shortBy, { amount: formatMoney(Math.abs(cents)) });
  return (
    <ReportTable
      label={label}
      rowKey={(row) => row.id}
      rows={rows}
      empty={intl.formatMessage(m.noShifts)}
      columns={[
        { header: first, cell: (row) => row.name },
        { header: intl.formatMessage(m.shifts), numeric: true, cell: (row) => row.shifts },
        {
          header: intl.formatMessage(m.over),
          numeric: true,
          secondary: true,
          cell: (row) => formatMoney(row.overCents),
        },
        {
          header: intl.formatMessage(m.short),
          numeric: true,
          secondary: true,
          cell: (row) => formatMoney(-row.shortCents),
        },
        { header: intl.formatMessage(m.net), numeric: true, cell: (row) => net(row.netCents) },
        { header: intl.formatMessage(m.flagged), numeric: true, cell: (row) => row.flagged },
      ]}
    />
  );
}

/** Finance tab: Tax Report by band, Refunds & Returns, Cash Over/Short, Loyalty Program, then the balances. */
export function FinanceReportView({ report }: { report: FinanceReport }) {
  const intl = useIntl();
  const t = (message: keyof typeof m) => intl.formatMessage(m[message]);
  const { formatMoney } = useScopedMoney();
  const l = report.loyalty;
  const pointValue = formatMoney(Math.round(l.pointValue * 100));
  const loyalty: [string, string][] = [
    [t('enrolled'), String(l.enrolledCustomers)],
    [t('active'), String(l.activeCustomers)],
    [t('pointsIssued'), String(l.pointsIssued)],
    [t('pointsRedeemed'), String(l.pointsRedeemed)],
    [t('pointValue'), pointValue],
    [t('breakage'), `${Math.round(l.breakageRate * 100)}%`],
    [t('outstanding'), String(l.outstandingPoints)],
    [t('liability'), formatMoney(l.liabilityCents)],
  ];
  return (
    <div className="space-y-4">
      <ReportSection title={t('taxTitle')}>
        <ReportTable
          label={t('taxLabel')}
          rowKey={(row) => String(row.rate)}
          rows={report.taxBands}
          columns={[
            { header: t('rate'), cell: (row) => `${row.rate}%` },
            { header: t('taxable'), numeric: true, cell: (row) => formatMoney(row.taxableAmountCents) },
            { header: t('taxCollected'), numeric: true, cell: (row) => formatMoney(row.taxCollectedCents) },
          ]}
        />
        {report.taxes.length > report.taxBands.length && (
          <ReportTable
            label={t('byTaxLabel')}
            rowKey={(row) => `${row.name}-${row.rate}`}
            rows={report.taxes}
            columns={[
              { header: t('tax'), cell: (row) => row.name },
              { header: t('rate'), cell: (row) => `${row.rate}%` },
              { header: t('taxCollected'), numeric: true, cell: (row) => formatMoney(row.taxCollectedCents) },
            ]}
          />
        )}
      </ReportSection>
      <ReportSection title={t('refundsTitle')}>
        <ReportTable
          label={t('refundsLabel')}
          rowKey={(row) => row.id}
          rows={report.refunds}
          empty={t('noRefunds')}
          columns={[
            { header: t('refund'), cell: (row) => <span className="font-mono text-xs">{row.number}</span> },
            { header: t('date'), cell: (row) => historyDay(row.date) },
            { header: t('amount'), numeric: true, cell: (row) => formatMoney(row.amountCents) },
            { header: t('reason'), secondary: true, cell: (row) => row.reason || '—' },
            { header: t('items'), numeric: true, secondary: true, cell: (row) => row.items },
            { header: t('staff'), secondary: true, cell: (row) => row.staff },
          ]}
        />
      </ReportSection>
      <ReportSection
        title={t('cashTitle')}
        description={t('cashDescription')}
        action={
          <Link
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            to="/shifts?view=z-reports"
          >
            {t('zReports')}
          </Link>
        }
      >
        <div className="grid gap-6 xl:grid-cols-2">
          <OverShortTable label={t('byStaff')} first={t('staff')} rows={report.cash.byStaff} />
          <OverShortTable label={t('byTill')} first={t('till')} rows={report.cash.byTill} />
        </div>
      </ReportSection>
      <ReportSection
        title={t('loyaltyTitle')}
        description={intl.formatMessage(m.loyaltyDescription, {
          value: pointValue,
          rate: Math.round(l.breakageRate * 100),
        })}
      >
        <ReportFigures label={t('loyaltyLabel')} figures={loyalty} />
      </ReportSection>
      <FinanceBalanceSections report={report} />
    </div>
  );
}
