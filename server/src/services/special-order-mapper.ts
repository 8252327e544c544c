import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import type { LayawayPaymentMethod } from '@tillwise/core/layaway/layaway-methods';
import { cashDue } from '@tillwise/core/payment/tender';
import type {
  SpecialOrder,
  SpecialOrderStatus,
  SpecialOrderSummary,
} from '@tillwise/core/special-order/special-order-schemas';
import type { Selectable } from 'kysely';
import type { SpecialOrderRow } from '../db/repositories/special-order-repository';
import type { SpecialOrderPaymentsTable } from '../db/schema';

const stillToPay = (status: string) => status === 'ordered' || status === 'ready';

export function toSpecialOrderSummary(row: SpecialOrderRow): SpecialOrderSummary {
  const paidCents = Number(row.paid_cents);
  const totalCents = Number(row.total_cents);
  return {
    id: row.id,
    number: row.number,
    status: row.status as SpecialOrderStatus,
    customer: { id: row.customer_id, name: row.customer_name },
    productId: row.product_id,
    name: row.name,
    sku: row.sku,
    soldBy: row.sold_by as SoldBy,
    quantity: Number(row.quantity),
    supplierName: row.supplier_name,
    purchaseOrder:
      row.purchase_order_id && row.purchase_order_number
        ? { id: row.purchase_order_id, number: row.purchase_order_number, status: row.purchase_order_status ?? '' }
        : null,
    createdAt: row.created_at,
    createdBy: row.staff_name,
    storeName: row.store_name,
    readyAt: row.ready_at,
    totalCents,
    paidCents,
    balanceCents: stillToPay(row.status) ? totalCents - paidCents : 0,
    orderId: row.order_id,
    orderNumber: row.order_number,
  };
}

/** A special order with its price and money; what is left in cash is rounded to the store's step. */
export function toSpecialOrder(
  row: SpecialOrderRow,
  payments: (Selectable<SpecialOrderPaymentsTable> & { staff_name: string })[],
  cashRoundingStep: number,
): SpecialOrder {
  const summary = toSpecialOrderSummary(row);
  return {
    ...summary,
    note: row.note,
    unitPriceCents: Number(row.unit_price_cents),
    taxRate: Number(row.tax_rate_bps) / 100,
    pricesIncludeTax: Boolean(Number(row.prices_include_tax)),
    subtotalCents: Number(row.subtotal_cents),
    taxCents: Number(row.tax_cents),
    cashBalanceCents: cashDue(summary.balanceCents, cashRoundingStep),
    payments: payments.map((payment) => ({
      id: payment.id,
      kind: payment.kind as 'deposit' | 'refund',
      method: payment.method as LayawayPaymentMethod,
      amountCents: Number(payment.amount_cents),
      date: payment.business_date,
      createdAt: payment.created_at,
      staff: payment.staff_name,
    })),
  };
}
