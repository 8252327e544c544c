import { ageingBuckets, ageingLabels } from '../account/trade-account';
import { quantityInputText } from '../catalog/sold-by';
import { minorToCsvDecimal } from '../money/money';
import type {
  FinanceReport,
  InventoryReport,
  ProductsReport,
  ReportTab,
  SalesReport,
  StaffReport,
} from './report-schemas';

export type ReportData = {
  sales: SalesReport;
  products: ProductsReport;
  staff: StaffReport;
  inventory: InventoryReport;
  finance: FinanceReport;
};

export interface CsvTable {
  fields: string[];
  rows: (string | number)[][];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The rows a tab exports as CSV: one shape for the Export button and for scheduled reports, so a downloaded file
 * and a scheduled one always agree. Sections of a tab follow each other, each with a first column naming it.
 * Amounts are plain decimals in the report's currency (one per report: a chain's figures are never added up across
 * currencies), with its minor digits: "12.34" in dollars, "1200" in yen.
 */
export function reportCsv<T extends ReportTab>(tab: T, data: ReportData[T], currency = 'USD'): CsvTable {
  const csvMoney = (minor: number) => minorToCsvDecimal(minor, currency);
  switch (tab) {
    case 'sales': {
      const sales = data as SalesReport;
      return {
        fields: ['Date', 'Sales', 'Refunds', 'Net Sales'],
        rows: sales.daily.map((day) => [
          day.date,
          csvMoney(day.salesCents),
          csvMoney(day.refundsCents),
          csvMoney(day.netSalesCents),
        ]),
      };
    }
    case 'products':
      return {
        fields: ['Product', 'SKU', 'Quantity Sold', 'Revenue', 'Cost', 'Margin', 'Margin %'],
        rows: (data as ProductsReport).products.map((p) => [
          p.name,
          p.sku,
          p.quantitySold,
          csvMoney(p.revenueCents),
          csvMoney(p.costCents),
          csvMoney(p.marginCents),
          p.marginPercent,
        ]),
      };
    case 'staff':
      return {
        fields: ['Name', 'Role', 'Transactions', 'Sales', 'Average Sale'],
        rows: (data as StaffReport).staff.map((s) => [
          s.name,
          capitalised(s.role),
          s.transactions,
          csvMoney(s.salesCents),
          csvMoney(s.averageSaleCents),
        ]),
      };
    case 'inventory':
      // A weight as the decimal of its unit ('10.25', 'lb'), as the product file writes it; units 'each'.
      return {
        fields: ['Product', 'SKU', 'Stock', 'Reorder Level', 'Unit', 'Status', 'Stock Value'],
        rows: (data as InventoryReport).items.map((i) => [
          i.name,
          i.sku,
          quantityInputText(i.stock, i.soldBy),
          quantityInputText(i.reorderLevel, i.soldBy),
          i.soldBy === 'unit' ? 'each' : i.soldBy,
          i.status,
          csvMoney(i.stockValueCents),
        ]),
      };
    default: {
      const finance = data as FinanceReport;
      return {
        fields: ['Section', 'Item', 'Amount', 'Detail'],
        rows: [
          ...finance.taxBands.map((band) => [
            'Tax',
            `${band.rate}%`,
            csvMoney(band.taxCollectedCents),
            `taxable ${csvMoney(band.taxableAmountCents)}`,
          ]),
          ...finance.refunds.map((refund) => [
            'Refund',
            refund.number,
            csvMoney(refund.amountCents),
            `${refund.date.slice(0, 10)} · ${refund.items} items · ${refund.staff} · ${refund.reason}`,
          ]),
          ['Loyalty', 'Points issued', finance.loyalty.pointsIssued, ''],
          ['Loyalty', 'Points redeemed', finance.loyalty.pointsRedeemed, ''],
          ['Loyalty', 'Outstanding liability', csvMoney(finance.loyalty.liabilityCents), '30% breakage'],
          ...[
            ...finance.cash.byStaff.map((row) => ['Cash over/short by staff', row] as const),
            ...finance.cash.byTill.map((row) => ['Cash over/short by till', row] as const),
          ].map(([section, row]) => [
            section,
            row.name,
            csvMoney(row.netCents),
            `${row.shifts} shifts · over ${csvMoney(row.overCents)} · short ${csvMoney(-row.shortCents)} · ${row.flagged} flagged`,
          ]),
          ['Liabilities', 'Gift cards', csvMoney(finance.liabilities.giftCardsCents), 'at the end of the range'],
          ['Liabilities', 'Store credit', csvMoney(finance.liabilities.storeCreditCents), 'at the end of the range'],
          [
            'Liabilities',
            'Layaway deposits',
            csvMoney(finance.liabilities.layawayDepositsCents),
            'at the end of the range',
          ],
          [
            'Liabilities',
            'Special-order deposits',
            csvMoney(finance.liabilities.specialOrderDepositsCents),
            'at the end of the range',
          ],
          ['Layaways', 'Layaway deposits', csvMoney(finance.layaways.depositsCents), 'deposits and instalments'],
          ['Layaways', 'Layaway refunds', csvMoney(finance.layaways.refundsCents), 'given back on cancellation'],
          ['Layaways', 'Cancellation fees', csvMoney(finance.layaways.feesCents), 'kept on cancellation'],
          ['Layaways', 'Completed as sales', csvMoney(finance.layaways.completedCents), 'paid before the sale'],
          ['Special orders', 'Special-order deposits', csvMoney(finance.specialOrders.depositsCents), 'taken'],
          [
            'Special orders',
            'Special-order refunds',
            csvMoney(finance.specialOrders.refundsCents),
            'given back on cancellation',
          ],
          [
            'Special orders',
            'Collected as sales',
            csvMoney(finance.specialOrders.completedCents),
            'deposits paid before the sale',
          ],
          ['Receivables', 'Owed on account', csvMoney(finance.receivables.owedCents), 'at the end of the range'],
          ...ageingBuckets.map((bucket) => [
            'Receivables',
            ageingLabels[bucket],
            csvMoney(finance.receivables[bucket]),
            'unpaid invoices by age',
          ]),
          ...finance.taxes.map((tax) => [
            'Tax by tax',
            `${tax.name} ${tax.rate}%`,
            csvMoney(tax.taxCollectedCents),
            '',
          ]),
          ['Cash rounding', 'Sales', csvMoney(finance.cashRounding.salesCents), ''],
          ['Cash rounding', 'Refunds', csvMoney(finance.cashRounding.refundsCents), ''],
          ['Cash rounding', 'Net', csvMoney(finance.cashRounding.netCents), ''],
        ],
      };
    }
  }
}
