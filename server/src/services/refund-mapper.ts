import type { PaymentMethod } from '@tillwise/core/payment/tender';
import { mergeRefundTenders } from '@tillwise/core/refund/refund-destination';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import type { Refund } from '@tillwise/core/refund/refund-schemas';
import type { findRefundDetails } from '../db/repositories/refund-repository';

/** A refund as the API shows it, one tender a place its money went, in the till's order of methods. */
export function toRefund(details: NonNullable<Awaited<ReturnType<typeof findRefundDetails>>>): Refund {
  const { refund, lines, tenders } = details;
  return {
    id: refund.id,
    number: refund.number,
    saleId: refund.order_id,
    saleNumber: refund.order_number,
    reason: refund.reason,
    subtotalCents: refund.subtotal_cents,
    taxCents: refund.tax_cents,
    amountCents: refund.amount_cents,
    loyaltyReversed: refund.loyalty_reversed,
    createdAt: refund.created_at,
    staffName: refund.staff_name,
    capturedOffline: refund.captured_offline === 1,
    tenders: mergeRefundTenders(
      tenders.map((tender) => ({
        method: tender.method as PaymentMethod,
        amountCents: tender.amount_cents,
        reference: tender.reference,
        stored: tender.status === 'stored',
      })),
    ),
    lines: lines.map((line) => ({
      saleLineId: line.order_line_id,
      name: line.name,
      quantity: line.quantity,
      soldBy: (line.sold_by ?? 'unit') as SoldBy,
      amountCents: line.amount_cents,
    })),
  };
}
