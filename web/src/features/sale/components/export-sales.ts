import { format } from 'date-fns';
import type { SaleSummary } from '@tillwise/core/sale/sale-schemas';
import { getSales } from '../api/get-sales';
import type { SaleFilters } from '../api/get-sales';

const maxPages = 100;

/** Downloads every order matching the filters as CSV (papaparse loads only when exporting). */
export async function exportSalesCsv(filters: SaleFilters) {
  const rows: SaleSummary[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await getSales({ ...filters, page, pageSize: 100 });
    rows.push(...result.items);
    if (rows.length >= result.total) break;
  }
  const { default: Papa } = await import('papaparse');
  const fields = [
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
  ];
  const money = (cents: number) => (cents / 100).toFixed(2);
  const csv = Papa.unparse({
    fields,
    data: rows.map((sale) => [
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
  });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `orders-${format(new Date(), 'yyyy-MM-dd')}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after this task; revoking at once would hand it an empty download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
