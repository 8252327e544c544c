import { randomUUID } from 'node:crypto';
import { businessDate } from '@tillwise/core/report/business-date';
import { loyaltyPointsFor } from '@tillwise/core/customer/loyalty';
import { saying } from '@tillwise/core/i18n/core-message';
import { formatMoney } from '@tillwise/core/money/money';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import { loyaltyPointsToReverse } from '@tillwise/core/refund/refund-math';
import { refundDestinationError, shareAsTender } from '@tillwise/core/refund/refund-destination';
import { refundDestinationLabels } from '@tillwise/core/refund/refund-schemas';
import type { Refund, RefundInput } from '@tillwise/core/refund/refund-schemas';
import { offlineInstant } from '@tillwise/core/sale/offline-sale';
import { formatRefundNumber } from '@tillwise/core/sale/sale-numbers';
import { can } from '@tillwise/core/staff/permissions';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as refundRepository from '../db/repositories/refund-repository';
import { moveStock } from '../db/repositories/inventory-repository';
import * as saleRepository from '../db/repositories/sale-repository';
import * as counterRepository from '../db/repositories/counter-repository';
import * as saleWriteRepository from '../db/repositories/sale-write-repository';
import { isUniqueViolation } from '../db/unique-violation';
import { badRequest, conflict, notFound, refusalOf } from '../lib/errors';
import { recordAudit } from './audit-service';
import { checkBlockNumber } from './number-block-service';
import { offlinePlace } from './offline-sale';
import { useOverride } from './override-use-service';
import { linesAsked, returnStoredValue, tendersBack } from './refund-lines';
import { toRefund } from './refund-mapper';
import { refundRefusals } from './refund-messages';
import { raiseWebhookEventIfWanted } from './webhook-outbox';
import { withPromotionsSettled } from './refund-promotions';
import { recordRefundInReports } from './report-rollup-service';
import { getPaymentSettings } from './settings-payment-service';
import { getPreferences } from './settings-preference-service';
import { getStoreTimeZone } from './settings-service';
import { shiftForTransaction } from './shift-service';
import { storeMoneyFormat } from './store-money';
import { tillRefusals } from './till-messages';

const refundableStatuses = ['completed', 'partially_refunded'];

/**
 * Refunds units of a sale's lines in one transaction: the refund record (REF-nnn) with where its money went (the
 * sale's own payments, all in cash, or the customer's store credit, credited here), the stock back on the shelf,
 * the loyalty points earned on the refunded part taken back, and the order marked refunded or partially refunded.
 * Whoever may not give refunds alone needs a manager's approval naming the amount and where it goes.
 * Refunding more than is still refundable is refused whole. The till creates the refund id, so a resend (even to
 * another server at the same moment) is the same refund. A refund given offline is filed under when it happened.
 */
export async function refundSale(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  input: Omit<RefundInput, 'destination'> & Partial<Pick<RefundInput, 'destination'>>,
  staff: StaffMember,
  now: Date,
): Promise<Refund> {
  const timeZone = await getStoreTimeZone(db, storeId);
  const offline = input.offline ?? null;
  const at = offline ? offlineInstant(offline.capturedAt, now) : now;
  const day = businessDate(at, timeZone);
  const sameRefund = (existing: { id: string; order_id: string }) => {
    if (existing.order_id !== input.saleId) throw conflict(saying(refundRefusals.idOfAnotherSale));
    return existing.id;
  };
  const run = writer.run(async (trx) => {
    const existing = await refundRepository.findRefund(trx, input.id);
    if (existing) return sameRefund(existing);
    const takesCash = (await getPaymentSettings(trx)).enabledMethods.includes('cash');
    if (input.destination === 'cash' && !takesCash) {
      const message = saying(refundRefusals.noCash);
      throw badRequest(message, [{ path: 'destination', message }]);
    }
    const place = offline
      ? await offlinePlace(trx, storeId, input.tillId)
      : await shiftForTransaction(trx, storeId, input.tillId, takesCash, 'give refunds');
    if (input.number) await checkBlockNumber(trx, place.tillId, 'refund', input.number);
    const order = await saleRepository.findOrder(trx, input.saleId);
    if (!order) throw notFound(saying(refundRefusals.saleNotFound));
    if (!refundableStatuses.includes(order.status))
      throw conflict(saying(refundRefusals.nothingLeft, { number: order.number }));

    const lines = new Map((await saleRepository.findOrderLines(trx, order.id)).map((line) => [line.id, line]));
    const refunded = await saleRepository.findRefundedQuantities(trx, order.id);
    const asked = linesAsked(lines, refunded, input.lines);
    const rule = (await getPreferences(trx)).refunds.promotionRule;
    const refundLines = await withPromotionsSettled(trx, order, [...lines.values()], refunded, asked, rule);

    const sum = (pick: (entry: (typeof refundLines)[number]) => number) =>
      refundLines.reduce((acc, entry) => acc + pick(entry), 0);
    const amountCents = sum((entry) => entry.money.amountCents);
    const dealsTakenBackCents = asked.reduce((acc, entry) => acc + entry.money.amountCents, 0) - amountCents;
    const unitsLeft = [...lines.values()].reduce((sum, line) => sum + line.quantity - (refunded.get(line.id) ?? 0), 0);
    const destination = input.destination ?? 'original';
    const { payments, returned } = await tendersBack(trx, storeId, order, amountCents, {
      completesSale: unitsLeft === sum((entry) => entry.quantity),
      destination,
    });
    const refused = refusalOf(() =>
      refundDestinationError(destination, {
        hasCustomer: order.customer_id !== null,
        tenders: payments.map((payment) => ({
          method: payment.method as PaymentMethod,
          stored: payment.status === 'stored',
        })),
      }),
    );
    if (refused) throw badRequest(refused, [{ path: 'destination', message: refused }]);
    // Someone who may not give refunds gives this one with a manager's approval of at least this much, to there.
    const approval = can(staff.role, 'pos:refund')
      ? null
      : await useOverride(trx, {
          id: input.overrideId,
          wanted: {
            action: 'refund',
            details: { saleId: order.id, amountCents, ...(destination !== 'original' && { destination }) },
          },
          requestedBy: staff.id,
          tillId: place.tillId,
          usedFor: input.id,
          missing: { path: 'overrideId', message: saying(refundRefusals.needsApproval) },
          now: at,
        });
    const money = await storeMoneyFormat(trx, storeId);
    if (!returned)
      throw conflict(
        saying(refundRefusals.lessLeft, { number: order.number, amount: formatMoney(amountCents, money) }),
      );
    const tenders = returned.shares;
    const paidBackCents = amountCents + returned.cashRoundingCents;
    const customer = order.customer_id ? await saleRepository.findCustomer(trx, order.customer_id) : undefined;
    // Points paid with come back to the customer; points earned on the refunded part are taken back.
    const pointsReturned = loyaltyPointsFor(
      tenders.filter((share) => share.method === 'loyalty').reduce((acc, share) => acc + share.amountCents, 0),
    );
    const loyaltyReversed = Math.min(
      loyaltyPointsToReverse(
        {
          loyaltyEarned: order.loyalty_earned,
          loyaltyReversed: await refundRepository.findLoyaltyReversed(trx, order.id),
          earningPaidCents: payments.filter((p) => p.method !== 'loyalty').reduce((acc, p) => acc + p.amount_cents, 0),
        },
        amountCents,
      ),
      // Points already spent cannot be taken back below zero.
      (customer?.loyalty_points ?? 0) + pointsReturned,
    );

    const createdAt = at.toISOString();
    const number = input.number ?? formatRefundNumber(await counterRepository.nextCounterValue(trx, 'refund_number'));
    await refundRepository.insertRefund(
      trx,
      {
        id: input.id,
        number,
        order_id: order.id,
        user_id: staff.id,
        reason: input.reason,
        subtotal_cents: sum((entry) => entry.money.subtotalCents),
        discount_cents: sum((entry) => entry.money.discountCents),
        tax_cents: sum((entry) => entry.money.taxCents),
        amount_cents: paidBackCents,
        cash_rounding_cents: returned.cashRoundingCents,
        loyalty_reversed: loyaltyReversed,
        created_at: createdAt,
        business_date: day,
        till_id: place.tillId,
        shift_id: place.shiftId,
        store_id: storeId,
        captured_offline: offline ? 1 : 0,
      },
      refundLines.map((entry) => ({
        id: randomUUID(),
        refund_id: input.id,
        order_line_id: entry.line.id,
        quantity: entry.quantity,
        tax_cents: entry.money.taxCents,
        amount_cents: entry.money.amountCents,
      })),
      tenders.map((share) => {
        // The row stays with the payment it came out of, so no payment ever gets back more than it paid.
        const tender = shareAsTender(share);
        return {
          id: randomUUID(),
          refund_id: input.id,
          payment_id: share.tender.id,
          method: tender.method,
          reference: tender.reference,
          amount_cents: share.amountCents,
          status: tender.stored ? 'stored' : 'completed',
        };
      }),
    );
    const ledger = { storeId, refundId: input.id, userId: staff.id, at: createdAt };
    await returnStoredValue(trx, ledger, tenders, order, number);
    // The stock goes back on this store's shelf, wherever the sale was made.
    await moveStock(
      trx,
      refundLines.map((entry) => ({
        id: randomUUID(),
        store_id: storeId,
        product_id: entry.line.product_id,
        quantity_change: entry.quantity,
        reason: 'refund',
        reference: input.id,
        note: input.reason || null,
        user_id: staff.id,
        created_at: createdAt,
      })),
    );
    const refundedCents = order.refunded_cents + amountCents;
    await saleWriteRepository.updateOrder(trx, order.id, {
      refunded_cents: refundedCents,
      status: refundedCents >= order.total_cents ? 'refunded' : 'partially_refunded',
    });
    if (customer) await saleWriteRepository.adjustLoyaltyPoints(trx, customer.id, pointsReturned - loyaltyReversed);
    await recordRefundInReports(trx, {
      storeId,
      businessDate: day,
      userId: staff.id,
      amountCents,
      taxCents: sum((entry) => entry.money.taxCents),
      loyaltyReversed,
      cashRoundingCents: returned.cashRoundingCents,
      lines: refundLines.map((entry) => ({
        ...entry.line,
        refunded_quantity: entry.quantity,
        refunded_amount_cents: entry.money.amountCents,
        refunded_tax_cents: entry.money.taxCents,
      })),
    });
    await recordAudit(
      trx,
      {
        action: 'refund.recorded',
        userId: staff.id,
        approvedBy: approval?.approvedBy.id ?? null,
        tillId: place.tillId,
        subject: { type: 'refund', id: input.id },
        summary: `${number} for ${order.number} · ${formatMoney(paidBackCents, money)}${
          destination === 'original' ? '' : ` ${refundDestinationLabels[destination].toLowerCase()}`
        } · ${input.reason || 'no reason given'}${offline ? ' · given offline' : ''}`,
        details: {
          number,
          saleNumber: order.number,
          amountCents: paidBackCents,
          ...(returned.cashRoundingCents !== 0 && { cashRoundingCents: returned.cashRoundingCents }),
          reason: input.reason,
          ...(destination !== 'original' && { destination }),
          ...(dealsTakenBackCents !== 0 && { dealsTakenBackCents }),
          lines: refundLines.map((entry) => ({ sku: entry.line.sku, quantity: entry.quantity })),
          tenders: tenders.map((share) => ({
            method: share.method,
            amountCents: share.amountCents,
            ...(share.method !== share.tender.method && { from: share.tender.method }),
            ...(shareAsTender(share).stored && { stored: true }),
          })),
          ...(offline && { capturedAt: createdAt }),
          ...(approval && { overrideId: approval.id }),
        },
      },
      now,
      businessDate(now, timeZone),
    );
    await raiseWebhookEventIfWanted(trx, {
      event: 'refund.created',
      // Under its sale, so that a receiver hears of the sale before its refunds.
      resource: { type: 'sale', id: order.id },
      storeId,
      data: async () => toRefund((await refundRepository.findRefundDetails(trx, input.id))!),
      at: now,
    });
    return input.id;
  });
  const id = await run.catch(async (error: unknown) => {
    // Another server sharing the database recorded this refund between our read and write: whatever this attempt
    // ran into (its key, or its number now taken by that very refund), the answer is the refund as recorded.
    const recorded = await refundRepository.findRefund(db, input.id);
    if (recorded) return sameRefund(recorded);
    if (!isUniqueViolation(error)) throw error;
    if (!input.number) throw error;
    const message = saying(tillRefusals.refundNumberUsed);
    throw badRequest(message, [{ path: 'number', message }]);
  });
  return getRefund(db, id);
}

/** One refund with its sale number, staff and lines. */
export async function getRefund(db: Db, id: string): Promise<Refund> {
  const details = await refundRepository.findRefundDetails(db, id);
  if (!details) throw notFound(saying(refundRefusals.notFound));
  return toRefund(details);
}
