import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import type { Quote, QuoteStatus, QuoteSummary } from '@tillwise/core/quote/quote-schemas';
import type { TaxAmount } from '@tillwise/core/tax/tax';
import type { Selectable } from 'kysely';
import { parseDiscount } from './sale-mapper';
import type { QuoteLinesTable, QuotesTable } from '../db/schema';

type QuoteRow = Selectable<QuotesTable> & {
  customer_name: string;
  staff_name: string;
  store_name: string;
  order_number: string | null;
};

/** What a quote is now: an open quote whose last valid day has passed is expired. */
export const quoteStatus = (row: Pick<QuotesTable, 'status' | 'valid_until'>, today: string): QuoteStatus =>
  row.status === 'open' && row.valid_until < today ? 'expired' : (row.status as QuoteStatus);

export function toQuoteSummary(row: QuoteRow, today: string): QuoteSummary {
  return {
    id: row.id,
    number: row.number,
    status: quoteStatus(row, today),
    customer: { id: row.customer_id, name: row.customer_name },
    validUntil: row.valid_until,
    quotedOn: row.quoted_on,
    createdAt: row.created_at,
    createdBy: row.staff_name,
    storeName: row.store_name,
    itemCount: Number(row.item_count),
    totalCents: Number(row.total_cents),
    orderId: row.order_id,
    orderNumber: row.order_number,
  };
}

/** A product still for sale as a quoted line meets it today: the customer's price, its tax and category. */
export interface ProductToday {
  priceCents: number;
  taxRateBps: number;
  categoryId: string | null;
}

/** A quote with its lines; `today` has each product still for sale as it is now. */
export function toQuote(
  row: QuoteRow,
  lines: Selectable<QuoteLinesTable>[],
  products: ReadonlyMap<string, ProductToday>,
  today: string,
): Quote {
  return {
    ...toQuoteSummary(row, today),
    note: row.note,
    tillId: row.till_id,
    discount: parseDiscount(row.discount_json),
    pricesIncludeTax: Boolean(Number(row.prices_include_tax)),
    subtotalCents: Number(row.subtotal_cents),
    discountCents: Number(row.discount_cents),
    taxCents: Number(row.tax_cents),
    taxes: JSON.parse(row.taxes_json) as TaxAmount[],
    lines: lines.map((line) => ({
      productId: line.product_id,
      name: line.name,
      sku: line.sku,
      soldBy: line.sold_by as SoldBy,
      quantity: Number(line.quantity),
      unitPriceCents: Number(line.unit_price_cents),
      currentPriceCents: products.get(line.product_id)?.priceCents ?? null,
      taxRate: Number(line.tax_rate_bps) / 100,
      currentTaxRate: products.has(line.product_id) ? products.get(line.product_id)!.taxRateBps / 100 : null,
      categoryId: products.get(line.product_id)?.categoryId ?? null,
      discount: parseDiscount(line.discount_json),
      subtotalCents: Number(line.subtotal_cents),
      discountCents: Number(line.discount_cents),
      totalCents: Number(line.total_cents),
    })),
  };
}
