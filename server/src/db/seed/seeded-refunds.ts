import { lineRefund, loyaltyPointsToReverse } from '@tillwise/core/refund/refund-math';
import type { Insertable } from 'kysely';
import type { OrdersTable } from '../schema';
import type { Random } from './random';
import { addPoints, addUnits } from './history-tally';
import type { SalesHistory } from './history-tally';

const refundReasons = ['Damaged item', 'Wrong size', 'Customer changed mind', 'Plant arrived wilted'];

/**
 * Refunds part or all of one line of a seeded order a few hours to days after the sale, through the same refund
 * rules the till uses: subtotal, discount and tax shares, stock back, loyalty points taken back.
 */
export function refundOne(
  random: Random,
  history: SalesHistory,
  order: Insertable<OrdersTable>,
  lineIds: string[],
  earningPaidCents: number,
  now: Date,
) {
  const refundedAt = new Date(new Date(order.created_at).getTime() + random.int(1, 72) * 3_600_000);
  if (refundedAt >= now) return;
  const lineId = random.pick(lineIds);
  const line = history.lines.find((candidate) => candidate.id === lineId);
  if (!line) return;
  const quantity = random.int(1, line.quantity);
  const money = lineRefund(
    {
      quantity: line.quantity,
      refundedQuantity: 0,
      subtotalCents: line.unit_price_cents * line.quantity,
      discountCents: line.discount_cents ?? 0,
      taxCents: line.tax_cents,
    },
    quantity,
  );
  const loyaltyReversed = loyaltyPointsToReverse(
    { loyaltyEarned: order.loyalty_earned ?? 0, loyaltyReversed: 0, earningPaidCents },
    money.amountCents,
  );
  const refundId = random.uuid();
  history.lastRefundNumber += 1;
  const createdAt = refundedAt.toISOString();
  const userId = random.pick(['user-admin', 'user-manager']);
  history.refunds.push({
    id: refundId,
    number: `REF-${String(history.lastRefundNumber).padStart(3, '0')}`,
    order_id: order.id,
    user_id: userId,
    reason: random.pick(refundReasons),
    subtotal_cents: money.subtotalCents,
    discount_cents: money.discountCents,
    tax_cents: money.taxCents,
    amount_cents: money.amountCents,
    loyalty_reversed: loyaltyReversed,
    created_at: createdAt,
  });
  history.refundLines.push({
    id: random.uuid(),
    refund_id: refundId,
    order_line_id: lineId,
    quantity,
    tax_cents: money.taxCents,
    amount_cents: money.amountCents,
  });
  history.movements.push({
    id: random.uuid(),
    product_id: line.product_id,
    quantity_change: quantity,
    reason: 'refund',
    reference: refundId,
    note: null,
    user_id: userId,
    created_at: createdAt,
  });
  addUnits(history, line.product_id, -quantity);
  if (order.customer_id) addPoints(history, order.customer_id, -loyaltyReversed);
  order.refunded_cents = money.amountCents;
  order.status = money.amountCents === order.total_cents ? 'refunded' : 'partially_refunded';
}
