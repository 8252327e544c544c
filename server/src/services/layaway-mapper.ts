import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { cancellationFeeCents, isOverdue } from '@tillwise/core/layaway/layaway';
import { cashDue } from '@tillwise/core/payment/tender';
import type {
  Layaway,
  LayawayPaymentKind,
  LayawayPaymentMethod,
  LayawayStatus,
  LayawaySummary,
} from '@tillwise/core/layaway/layaway-schemas';
import type { TaxAmount } from '@tillwise/core/tax/tax';
import type { Selectable } from 'kysely';
import { parseDiscount } from './sale-mapper';
import type { LayawayLinesTable, LayawayPaymentsTable, LayawaysTable } from '../db/schema';

export type LayawayRow = Selectable<LayawaysTable> & {
  customer_name: string;
  staff_name: string;
  store_name: string;
  order_number: string | null;
};

/** What a layaway is now: an open one past its due date is overdue. */
export const layawayStatus = (row: Pick<LayawaysTable, 'status' | 'due_date'>, today: string): LayawayStatus =>
  isOverdue(row.status, row.due_date, today) ? 'overdue' : (row.status as LayawayStatus);

export function toLayawaySummary(row: LayawayRow, today: string): LayawaySummary {
  const paidCents = Number(row.paid_cents);
  const totalCents = Number(row.total_cents);
  return {
    id: row.id,
    number: row.number,
    status: layawayStatus(row, today),
    customer: { id: row.customer_id, name: row.customer_name },
    dueDate: row.due_date,
    createdAt: row.created_at,
    createdBy: row.staff_name,
    storeName: row.store_name,
    itemCount: Number(row.item_count),
    totalCents,
    paidCents,
    balanceCents: row.status === 'open' ? totalCents - paidCents : 0,
    orderId: row.order_id,
    orderNumber: row.order_number,
  };
}

/** A layaway with its lines and money; the fee is what cancelling it now would keep (the store's rule). */
export function toLayaway(
  row: LayawayRow,
  lines: Selectable<LayawayLinesTable>[],
  payments: (Selectable<LayawayPaymentsTable> & { staff_name: string })[],
  today: string,
  rules: { feePercent: number; cashRoundingStep: number },
): Layaway {
  const summary = toLayawaySummary(row, today);
  return {
    ...summary,
    note: row.note,
    tillId: row.till_id,
    discount: parseDiscount(row.discount_json),
    pricesIncludeTax: Boolean(Number(row.prices_include_tax)),
    subtotalCents: Number(row.subtotal_cents),
    discountCents: Number(row.discount_cents),
    taxCents: Number(row.tax_cents),
    taxes: JSON.parse(row.taxes_json) as TaxAmount[],
    cancellationFeeCents:
      row.status === 'open' ? cancellationFeeCents(summary.totalCents, summary.paidCents, rules.feePercent) : 0,
    cashBalanceCents: cashDue(summary.balanceCents, rules.cashRoundingStep),
    lines: lines.map((line) => ({
      productId: line.product_id,
      name: line.name,
      sku: line.sku,
      soldBy: line.sold_by as SoldBy,
      quantity: Number(line.quantity),
      unitPriceCents: Number(line.unit_price_cents),
      taxRate: Number(line.tax_rate_bps) / 100,
      categoryId: line.category_id,
      discount: parseDiscount(line.discount_json),
      subtotalCents: Number(line.subtotal_cents),
      discountCents: Number(line.discount_cents),
      totalCents: Number(line.total_cents),
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      kind: payment.kind as LayawayPaymentKind,
      method: payment.method as LayawayPaymentMethod | null,
      amountCents: Number(payment.amount_cents),
      date: payment.business_date,
      createdAt: payment.created_at,
      staff: payment.staff_name,
    })),
  };
}
