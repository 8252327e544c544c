import { format } from 'date-fns';
import type { SaleSummary } from '@tillwise/core/sale/sale-schemas';
import { downloadCsv } from '@/lib/download-csv';
import { csvMoney } from '@tillwise/core/report/report-csv';
import { getSales } from '../api/get-sales';
import type { SaleFilters } from '../api/get-sales';

const maxPages = 100;

/** Downloads every order matching the filters as CSV. */
export async function exportSalesCsv(filters: SaleFilters) {
  const rows: SaleSummary[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await getSales({ ...filters, page, pageSize: 100 });
    rows.push(...result.items);
    if (rows.length >= result.total) break;
  }
  await downloadCsv(`orders-${format(new Date(), 'yyyy-MM-dd')}.csv`, {
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
    rows: rows.map((sale) => [
      sale.number,
      sale.createdAt,
      sale.customer?.name ?? 'Walk-in Customer',
      sale.staff.name,
      sale.itemCount,
      csvMoney(sale.subtotalCents),
      csvMoney(sale.discountCents),
      csvMoney(sale.taxCents),
      csvMoney(sale.totalCents),
      csvMoney(sale.refundedCents),
      sale.status,
    ]),
  });
}
