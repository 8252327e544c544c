import { formatMoney } from '@tillwise/core/money/money';
import { usMoneyFormat } from '@tillwise/core/money/money-format';
import type { MoneyFormat } from '@tillwise/core/money/money-format';
import { paymentMethodLabels } from '@tillwise/core/payment/tender';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import type { CompleteSaleInput } from '@tillwise/core/sale/sale-input-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { AuditRecord } from './audit-service';

/** What a sale taken offline adds to its audit entry: when, and what the server found different. */
export interface OfflineNote {
  capturedAt: string;
  priceDiffers: boolean;
  /** Points the till redeemed beyond the customer's balance on the server, which were not taken. */
  loyaltyShortfall: number;
}

/** The audit entries of a completed sale: the sale itself, and its discounts when it had any. */
export function saleAuditEntries(
  order: {
    id: string;
    number: string;
    total_cents: number;
    discount_cents: number;
    till_id: string;
    customer_id: string | null;
  },
  payments: { method: string; amount_cents: number }[],
  input: CompleteSaleInput,
  staff: StaffMember,
  offline: OfflineNote | null = null,
  money: MoneyFormat = usMoneyFormat,
): AuditRecord[] {
  const subject = { type: 'order', id: order.id };
  const tenders = payments.map((p) => paymentMethodLabels[p.method as PaymentMethod] ?? p.method).join(' + ');
  const sale: AuditRecord = {
    action: 'sale.completed',
    userId: staff.id,
    tillId: order.till_id,
    subject,
    summary: `${order.number} · ${formatMoney(order.total_cents, money)} · ${tenders}${offline ? ' · taken offline' : ''}`,
    details: {
      number: order.number,
      totalCents: order.total_cents,
      customerId: order.customer_id,
      payments: payments.map((p) => ({ method: p.method, amountCents: p.amount_cents })),
      ...(offline && { offline }),
    },
  };
  const lineDiscounts = input.lines.filter((line) => line.discount).length;
  if (order.discount_cents === 0 && lineDiscounts === 0) return [sale];
  const discount: AuditRecord = {
    action: 'sale.discounted',
    userId: staff.id,
    tillId: order.till_id,
    subject,
    summary: `${order.number} · ${formatMoney(order.discount_cents, money)} off`,
    details: {
      number: order.number,
      discountCents: order.discount_cents,
      cartDiscount: input.discount ?? null,
      lineDiscounts,
    },
  };
  return [sale, discount];
}
