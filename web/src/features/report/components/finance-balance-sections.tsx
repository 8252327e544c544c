import { ageingBuckets } from '@tillwise/core/account/trade-account';
import { useIntl } from 'react-intl';

import type { FinanceReport } from '@tillwise/core/report/report-schemas';
import { ReportFigures } from './report-figures';
import { ReportSection } from './report-section';
import { useScopedMoney } from '@/lib/scoped-money';
import { ageingMessages, balanceMessages as m } from '../lib/balance-messages';

/** The Finance tab's balances: what is owed to customers, what they owe, and cash rounding. */
export function FinanceBalanceSections({ report }: { report: FinanceReport }) {
  const intl = useIntl();
  const t = (message: keyof typeof m) => intl.formatMessage(m[message]);
  const { formatMoney } = useScopedMoney();
  return (
    <>
      <ReportSection title={t('liabilitiesTitle')} description={t('liabilitiesDescription')}>
        <ReportFigures
          label={t('liabilitiesLabel')}
          figures={[
            [t('giftCardLiability'), formatMoney(report.liabilities.giftCardsCents)],
            [t('storeCreditLiability'), formatMoney(report.liabilities.storeCreditCents)],
          ]}
        />
      </ReportSection>
      <ReportSection title={t('layawaysTitle')} description={t('layawaysDescription')}>
        <ReportFigures
          label={t('layawaysLabel')}
          figures={[
            [t('layawayDeposits'), formatMoney(report.layaways.depositsCents)],
            [t('layawayRefunds'), formatMoney(report.layaways.refundsCents)],
            [t('cancellationFees'), formatMoney(report.layaways.feesCents)],
            [t('completedAsSales'), formatMoney(report.layaways.completedCents)],
            [t('layawayLiability'), formatMoney(report.liabilities.layawayDepositsCents)],
          ]}
        />
      </ReportSection>
      <ReportSection title={t('specialOrdersTitle')} description={t('specialOrdersDescription')}>
        <ReportFigures
          label={t('specialOrdersLabel')}
          figures={[
            [t('specialOrderDeposits'), formatMoney(report.specialOrders.depositsCents)],
            [t('specialOrderRefunds'), formatMoney(report.specialOrders.refundsCents)],
            [t('collectedAsSales'), formatMoney(report.specialOrders.completedCents)],
            [t('specialOrderLiability'), formatMoney(report.liabilities.specialOrderDepositsCents)],
          ]}
        />
      </ReportSection>
      <ReportSection title={t('receivablesTitle')} description={t('receivablesDescription')}>
        <ReportFigures
          label={t('receivablesLabel')}
          figures={[
            [t('owedOnAccount'), formatMoney(report.receivables.owedCents)],
            [t('customersOwing'), String(report.receivables.customers)],
            ...ageingBuckets.map(
              (bucket) =>
                [intl.formatMessage(ageingMessages[bucket]), formatMoney(report.receivables[bucket])] as [
                  string,
                  string,
                ],
            ),
          ]}
        />
      </ReportSection>
      <ReportSection title={t('roundingTitle')} description={t('roundingDescription')}>
        <ReportFigures
          label={t('roundingLabel')}
          figures={[
            [t('roundingOnSales'), formatMoney(report.cashRounding.salesCents)],
            [t('roundingOnRefunds'), formatMoney(report.cashRounding.refundsCents)],
            [t('netRounding'), formatMoney(report.cashRounding.netCents)],
          ]}
        />
      </ReportSection>
    </>
  );
}
