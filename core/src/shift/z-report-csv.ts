import { paymentMethodLabels } from '../payment/tender';
import { minorToCsvDecimal } from '../money/money';
import type { CsvTable } from '../report/report-csv';
import type { ZReportBody } from './z-report';

/**
 * One row per Z report for a spreadsheet: its numbers, the sales and tax, each tender's net, the payments on trade
 * accounts (all, and the cash ones the drawer holds), the money paid onto layaways and given back, and the drawer.
 * Amounts are plain decimals with the store currency's minor digits ("12.34" in dollars, "1200" in yen).
 */
export function zReportCsv(reports: readonly ZReportBody[], currency = 'USD'): CsvTable {
  const csvMoney = (minor: number) => minorToCsvDecimal(minor, currency);
  const methods = Object.keys(paymentMethodLabels) as (keyof typeof paymentMethodLabels)[];
  return {
    fields: [
      'Z Report',
      'Till',
      'Business Date',
      'Opened',
      'Opened By',
      'Closed',
      'Closed By',
      'Sales',
      'Refunds',
      'Voids',
      'No Sales',
      'Gross Sales',
      'Discounts',
      'Refunded',
      'Net Sales',
      'Tax',
      ...methods.map((method) => `${paymentMethodLabels[method]} Net`),
      'Opening Float',
      'Pay Ins',
      'Pay Outs',
      'Cash Drops',
      'Paid on Account',
      'Cash Paid on Account',
      'Layaway Deposits',
      'Layaway Refunds',
      'Layaway Cash',
      'Special-Order Deposits',
      'Special-Order Refunds',
      'Special-Order Cash',
      'Expected Cash',
      'Counted Cash',
      'Over/Short',
      'Reason',
      'Deposit',
      'Grand Total',
    ],
    rows: reports.map((z) => {
      const { figures, close } = z;
      return [
        z.number,
        z.till.name,
        z.businessDate,
        z.openedAt,
        z.openedBy,
        z.closedAt,
        z.closedBy,
        figures.salesCount,
        figures.refundsCount,
        figures.voidsCount,
        figures.noSalesCount,
        csvMoney(figures.grossSalesCents),
        csvMoney(figures.discountsCents),
        csvMoney(figures.refundsCents),
        csvMoney(figures.netSalesCents),
        csvMoney(figures.taxCents),
        ...methods.map((method) => csvMoney(figures.tenders.find((t) => t.method === method)?.netCents ?? 0)),
        csvMoney(figures.drawer.openingFloatCents),
        csvMoney(figures.drawer.payInsCents),
        csvMoney(figures.drawer.payOutsCents),
        csvMoney(figures.drawer.dropsCents),
        csvMoney(figures.accountPayments.reduce((sum, payment) => sum + payment.amountCents, 0)),
        csvMoney(figures.drawer.accountPaymentsCents),
        csvMoney(figures.layawayDeposits.reduce((sum, payment) => sum + payment.amountCents, 0)),
        csvMoney(figures.layawayRefunds.reduce((sum, payment) => sum + payment.amountCents, 0)),
        csvMoney(figures.drawer.layawayCashCents),
        csvMoney(figures.specialOrderDeposits.reduce((sum, payment) => sum + payment.amountCents, 0)),
        csvMoney(figures.specialOrderRefunds.reduce((sum, payment) => sum + payment.amountCents, 0)),
        csvMoney(figures.drawer.specialOrderCashCents),
        csvMoney(figures.drawer.expectedCents),
        csvMoney(close.countedCents),
        csvMoney(close.overShortCents),
        close.reason ?? '',
        csvMoney(close.depositCents),
        csvMoney(z.grandTotalCents),
      ];
    }),
  };
}
