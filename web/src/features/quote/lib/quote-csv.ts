import { quantityText } from '@tillwise/core/catalog/sold-by';
import { minorToCsvDecimal } from '@tillwise/core/money/money';
import type { Quote } from '@tillwise/core/quote/quote-schemas';
import type { CsvTable } from '@tillwise/core/report/report-csv';

/**
 * The quote as a spreadsheet: a row a line at its quoted price, then the quote's totals; amounts as plain decimals
 * in the store's currency ("8.99", "1200" yen).
 */
export function quoteCsvTable(quote: Quote, currency = 'USD'): CsvTable {
  const money = (minor: number) => minorToCsvDecimal(minor, currency);
  const total = (label: string, cents: number) => ['', label, '', '', '', '', money(cents)];
  return {
    fields: ['SKU', 'Item', 'Quantity', 'Unit', 'Unit price', 'Discount', 'Amount'],
    rows: [
      ...quote.lines.map((line) => [
        line.sku,
        line.name,
        quantityText(line.quantity, line.soldBy),
        line.soldBy === 'unit' ? 'each' : line.soldBy,
        money(line.unitPriceCents),
        money(line.discountCents),
        money(line.subtotalCents - line.discountCents),
      ]),
      total('Subtotal', quote.subtotalCents),
      total('Discount', quote.discountCents),
      total(quote.pricesIncludeTax ? 'Tax included' : 'Tax', quote.taxCents),
      total('Total', quote.totalCents),
    ],
  };
}

/** The CSV's file name: the quote's number and customer, in letters a file system takes anywhere. */
export function quoteFileName(quote: Quote): string {
  const name = quote.customer.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${quote.number.toLowerCase()}-${name || 'customer'}.csv`;
}
