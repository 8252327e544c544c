import { format } from 'date-fns';
import { minorToCsvDecimal } from '@tillwise/core/money/money';
import type { CsvTable } from '@tillwise/core/report/report-csv';
import type { SaleSummary } from '@tillwise/core/sale/sale-schemas';
import { downloadCsv } from '@/lib/download-csv';
import { moneyFormat } from '@/lib/money';
import { getSales } from '../api/get-sales';
import type { SaleFilters } from '../api/get-sales';

const maxPages = 100;

/** Downloads every order matching the filters as CSV, its amounts in the store's currency. */
export async function exportSalesCsv(filters: SaleFilters) {
  const rows: SaleSummary[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await getSales({ ...filters, page, pageSize: 100 });
    rows.push(...result.items);
    if (rows.length >= result.total) break;
  }
  await downloadCsv(`orders-${format(new Date(), 'yyyy-MM-dd')}.csv`, salesCsvTable(rows, moneyFormat().currency));
}

/** Orders as a spreadsheet, a row each; amounts as plain decimals with the currency's minor digits ("1200" yen). */
export function salesCsvTable(sales: readonly SaleSummary[], currency: string): CsvTable {
  const money = (minor: number) => minorToCsvDecimal(minor, currency);
  return {
    fields: [
      'Order',
      'Date',
      'Customer',
      'Staff',
      'Items',
      'Subtotal',
      'Discount',
      'Tax',
      'Total',
      'Refunded',
      'Status',
    ],
    rows: sales.map((sale) => [
      sale.number,
      sale.createdAt,
      sale.customer?.name ?? 'Walk-in Customer',
      sale.staff.name,
      sale.itemCount,
      money(sale.subtotalCents),
      money(sale.discountCents),
      money(sale.taxCents),
      money(sale.totalCents),
      money(sale.refundedCents),
      sale.status,
    ]),
  };
}
