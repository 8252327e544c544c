import { loyaltyPointsFor } from '@tillwise/core/customer/loyalty';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import { lineRefund, loyaltyPointsToReverse } from '@tillwise/core/refund/refund-math';
import { allocateRefund } from '@tillwise/core/refund/refund-tenders';
import type { Insertable } from 'kysely';
import type { OrdersTable } from '../../db/schema';
import type { Random } from './random';
import type { DemoBranch } from './demo-branches';
import { addDays, localClock, wallClockInstant } from '@tillwise/core/report/business-date';
import { addPoints, addUnits } from './history-tally';
import type { SalesHistory } from './history-tally';

const refundReasons = ['Damaged item', 'Wrong size', 'Customer changed mind', 'Plant arrived wilted'];

/**
 * Customers come back while the shop is open: a refund asked for at night is given at 09:05 the next morning
 * (or just now, when that morning is still to come), so every refund falls in a till's shift.
 */
function duringTradingHours(askedAt: Date, soldAt: Date, now: Date, timeZone: string): Date {
  // 'HH:mm' on the store's clock compares as text.
  const clock = localClock(askedAt, timeZone);
  let at = askedAt;
  if (clock.time < '09:00') at = wallClockInstant(clock.date, 9 * 60 + 5, timeZone);
  else if (clock.time >= '18:00') at = wallClockInstant(addDays(clock.date, 1), 9 * 60 + 5, timeZone);
  if (at >= now) at = new Date(now.getTime() - 60_000);
  return at > soldAt ? at : new Date(soldAt.getTime() + 1000);
}

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
  branch: DemoBranch,
) {
  const soldAt = new Date(order.created_at);
  const askedAt = new Date(soldAt.getTime() + random.int(1, 72) * 3_600_000);
  if (askedAt >= now) return;
  const refundedAt = duringTradingHours(askedAt, soldAt, now, branch.store.time_zone);
  const lineId = random.pick(lineIds);
  const line = history.lines.find((candidate) => candidate.id === lineId);
  if (!line) return;
  const quantity = random.int(1, line.quantity);
  const money = lineRefund(
    {
      quantity: line.quantity,
      refundedQuantity: 0,
      // Net of any tax the price included, as the till's refunds work it out: the line's total less its tax,
      // before its discount (price × quantity when tax is added).
      subtotalCents: line.total_cents - line.tax_cents + (line.discount_cents ?? 0),
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
  const userId = random.pick(branch.refunders);
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
    store_id: branch.store.id,
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
    store_id: branch.store.id,
    product_id: line.product_id,
    quantity_change: quantity,
    reason: 'refund',
    reference: refundId,
    note: null,
    user_id: userId,
    created_at: createdAt,
  });
  // The money goes back to the sale's own tenders, as the till does; points paid with return to the customer.
  const payments = history.payments.filter((payment) => payment.order_id === order.id);
  const shares =
    allocateRefund(
      money.amountCents,
      payments.map((payment) => ({
        id: payment.id,
        method: payment.method as PaymentMethod,
        reference: payment.reference ?? null,
        paidCents: payment.amount_cents,
        refundedCents: 0,
      })),
    ) ?? [];
  for (const share of shares) {
    history.refundTenders.push({
      id: random.uuid(),
      refund_id: refundId,
      payment_id: share.tender.id,
      method: share.tender.method,
      reference: share.tender.reference,
      amount_cents: share.amountCents,
    });
  }
  const pointsReturned = loyaltyPointsFor(
    shares.filter((share) => share.tender.method === 'loyalty').reduce((sum, share) => sum + share.amountCents, 0),
  );
  addUnits(history, line.product_id, -quantity);
  if (order.customer_id) addPoints(history, order.customer_id, pointsReturned - loyaltyReversed);
  order.refunded_cents = money.amountCents;
  order.status = money.amountCents === order.total_cents ? 'refunded' : 'partially_refunded';
}
