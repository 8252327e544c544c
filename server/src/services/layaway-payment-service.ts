import { cancellationFeeCents, refundShares } from '@tillwise/core/layaway/layaway';
import type { Layaway, LayawayPaymentInput, LayawayPaymentMethod } from '@tillwise/core/layaway/layaway-schemas';
import { formatMoney } from '@tillwise/core/money/money';
import { cashDue } from '@tillwise/core/payment/tender';
import { businessDate } from '@tillwise/core/report/business-date';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as layawayRepository from '../db/repositories/layaway-repository';
import { badRequest, conflict, notFound } from '../lib/errors';
import type { Wording } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { layawayRefusals } from './layaway-messages';
import { recordAudit } from './audit-service';
import { completeSale } from './complete-sale';
import { getLayaway } from './layaway-service';
import { parseDiscount } from './sale-mapper';
import { movePutByGoods } from './put-by-goods';
import { layawayMoney, layawayRules } from './layaway-money';
import { getStorePricing, getStoreTimeZone } from './settings-service';
import { storeMoneyFormat } from './store-money';

/** Why a layaway takes no more payments: one whole sentence per status (completed, cancelled). */
function notOpen(number: string, status: string): Wording {
  if (status === 'completed') return saying(layawayRefusals.isCompleted, { number });
  if (status === 'cancelled') return saying(layawayRefusals.isCancelled, { number });
  return `Layaway ${number} is ${status}`;
}

async function openLayaway(db: Executor, storeId: string, id: string) {
  const row = await layawayRepository.findLayaway(db, id);
  if (!row) throw notFound(saying(layawayRefusals.notFound));
  if (row.store_id !== storeId)
    throw badRequest(saying(layawayRefusals.madeAtTakeThere, { number: row.number, store: row.store_name }));
  return row;
}

/**
 * Takes a payment onto a layaway at a till. Less than what is left is an instalment; exactly what is left completes
 * it: the sale is recorded (its lines at the layaway's prices, paid by what was paid onto it and this payment) and
 * the goods are handed over. The payment's id is the sale's, so a resend of either is answered as recorded.
 */
export async function payLayaway(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  id: string,
  input: LayawayPaymentInput,
  staff: StaffMember,
  now: Date,
): Promise<Layaway> {
  const row = await openLayaway(db, storeId, id);
  const resent =
    (await layawayRepository.findLayawayPayment(db, input.id))?.layaway_id === id || row.order_id === input.id;
  if (resent) return getLayaway(db, storeId, id, now);
  if (row.status !== 'open') throw conflict(notOpen(row.number, row.status));
  const paidCents = Number(row.paid_cents);
  const leftCents = Number(row.total_cents) - paidCents;
  if (input.amountCents > leftCents) {
    const amount = formatMoney(leftCents, await storeMoneyFormat(db, storeId));
    const message = saying(layawayRefusals.onlyLeftToPay, { amount, number: row.number });
    throw badRequest(message, [{ path: 'amountCents', message }]);
  }
  if (input.amountCents === leftCents) {
    const lines = await layawayRepository.findLayawayLines(db, id);
    // Where cash is rounded, the last of it in cash is what is left rounded to the step (as at the till).
    const step = input.method === 'cash' ? (await getStorePricing(db, storeId)).cashRoundingStep : 0;
    await completeSale(
      writer,
      db,
      storeId,
      {
        id: input.id,
        tillId: input.tillId,
        customerId: row.customer_id,
        lines: lines.map((line) => ({
          productId: line.product_id,
          quantity: Number(line.quantity),
          discount: parseDiscount(line.discount_json),
          priceOverrideCents: Number(line.unit_price_cents),
        })),
        discount: parseDiscount(row.discount_json),
        payments: [
          { method: 'layaway', amountCents: paidCents, reference: row.number },
          {
            method: input.method,
            amountCents: cashDue(leftCents, step),
            tenderedCents: input.tenderedCents ?? null,
          },
        ],
        expectedTotalCents: Number(row.total_cents),
        weights: 'product-unit',
        couponCodes: [],
        layawayId: id,
      },
      staff,
      now,
    );
    return getLayaway(db, storeId, id, now);
  }
  const day = businessDate(now, await getStoreTimeZone(db, storeId));
  await writer.run(async (trx) => {
    const place = { storeId, layawayId: id, tillId: input.tillId, userId: staff.id, at: now.toISOString(), day };
    const paid = await layawayMoney(trx, place).payIn({ ...input, kind: 'instalment' }, row.number);
    const money = await storeMoneyFormat(trx, storeId);
    await recordAudit(
      trx,
      {
        action: 'layaway.payment',
        userId: staff.id,
        tillId: input.tillId,
        subject: { type: 'layaway', id },
        summary: `${row.number} · ${row.customer_name} · ${formatMoney(input.amountCents, money)} ${input.method} · paid ${formatMoney(paid, money)} of ${formatMoney(Number(row.total_cents), money)}`,
        details: { number: row.number, amountCents: input.amountCents, method: input.method, paidCents: paid },
      },
      now,
    );
  });
  return getLayaway(db, storeId, id, now);
}

/**
 * Cancels an open layaway: the store's fee is kept (at most what was paid), the rest goes back, card first, cash out
 * of this till's drawer, and the goods come back into stock. Cancelling it again answers it as it is.
 */
export async function cancelLayaway(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  id: string,
  tillId: string,
  staff: StaffMember,
  now: Date,
): Promise<Layaway> {
  const day = businessDate(now, await getStoreTimeZone(db, storeId));
  await writer.run(async (trx) => {
    const row = await openLayaway(trx, storeId, id);
    if (row.status === 'cancelled') return;
    if (row.status === 'completed')
      throw conflict(saying(layawayRefusals.alreadyCompleted, { number: row.number, order: `${row.order_number}` }));
    const paidCents = Number(row.paid_cents);
    const feeCents = cancellationFeeCents(
      Number(row.total_cents),
      paidCents,
      (await layawayRules(trx)).cancellationFeePercent,
    );
    const payments = await layawayRepository.findLayawayPayments(trx, id);
    const paidIn = payments
      .filter((payment) => payment.kind === 'deposit' || payment.kind === 'instalment')
      .map((payment) => ({
        method: payment.method as LayawayPaymentMethod,
        amountCents: Number(payment.amount_cents),
      }));
    const shares = refundShares(paidIn, paidCents - feeCents);
    const at = now.toISOString();
    const closed = await layawayRepository.closeLayaway(trx, id, {
      status: 'cancelled',
      paidCents,
      orderId: null,
      userId: staff.id,
      at,
      day,
    });
    if (!closed) throw conflict(saying(layawayRefusals.changedElsewhere, { number: row.number }));
    await layawayMoney(trx, { storeId, layawayId: id, tillId, userId: staff.id, at, day }).giveBack(shares, feeCents);
    const lines = await layawayRepository.findLayawayLines(trx, id);
    const goods = lines.map((line) => ({ productId: line.product_id, quantity: Number(line.quantity) }));
    await movePutByGoods(
      trx,
      { reason: 'layaway_cancelled', storeId, number: row.number, userId: staff.id, at },
      goods,
    );
    const money = await storeMoneyFormat(trx, storeId);
    const back =
      shares.map((share) => `${formatMoney(share.amountCents, money)} ${share.method}`).join(' + ') || 'nothing';
    await recordAudit(
      trx,
      {
        action: 'layaway.cancelled',
        userId: staff.id,
        tillId,
        subject: { type: 'layaway', id },
        summary: `${row.number} · ${row.customer_name} · fee ${formatMoney(feeCents, money)} · back ${back}`,
        details: { number: row.number, paidCents, feeCents, shares },
      },
      now,
    );
  });
  return getLayaway(db, storeId, id, now);
}
