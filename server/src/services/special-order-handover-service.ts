import { formatMoney } from '@tillwise/core/money/money';
import { cashDue } from '@tillwise/core/payment/tender';
import { businessDate } from '@tillwise/core/report/business-date';
import type { CollectSpecialOrderInput, SpecialOrder } from '@tillwise/core/special-order/special-order-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import { takeFromDraft } from '../db/repositories/purchase-order-draft-repository';
import * as specialOrderRepository from '../db/repositories/special-order-repository';
import { badRequest, conflict, notFound } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { specialOrderRefusals } from './special-order-messages';
import { recordAudit } from './audit-service';
import { completeSale } from './complete-sale';
import { movePutByGoods } from './put-by-goods';
import { getStorePricing, getStoreTimeZone } from './settings-service';
import { specialOrderMoney } from './special-order-money';
import { getSpecialOrder } from './special-order-service';
import { storeMoneyFormat } from './store-money';

async function ownSpecialOrder(db: Executor, storeId: string, id: string) {
  const row = await specialOrderRepository.findSpecialOrder(db, id);
  if (!row) throw notFound(saying(specialOrderRefusals.notFound));
  if (row.store_id !== storeId)
    throw badRequest(saying(specialOrderRefusals.madeAtTakeThere, { number: row.number, store: row.store_name }));
  return row;
}

/**
 * Hands a special order that has arrived over to its customer: the sale is recorded (its one line at the ordered
 * price, paid by the deposit and what is left in cash or card). The sale's id makes a resend answer as recorded.
 */
export async function collectSpecialOrder(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  id: string,
  input: CollectSpecialOrderInput,
  staff: StaffMember,
  now: Date,
): Promise<SpecialOrder> {
  const row = await ownSpecialOrder(db, storeId, id);
  if (row.order_id === input.id) return getSpecialOrder(db, id);
  const paidCents = Number(row.paid_cents);
  const leftCents = Number(row.total_cents) - paidCents;
  // Where cash is rounded, what is left in cash is rounded to the step (as at the till).
  const step = input.method === 'cash' ? (await getStorePricing(db, storeId)).cashRoundingStep : 0;
  await completeSale(
    writer,
    db,
    storeId,
    {
      id: input.id,
      tillId: input.tillId,
      customerId: row.customer_id,
      lines: [
        {
          productId: row.product_id,
          quantity: Number(row.quantity),
          discount: null,
          priceOverrideCents: Number(row.unit_price_cents),
        },
      ],
      discount: null,
      payments: [
        ...(paidCents > 0 ? [{ method: 'special_order' as const, amountCents: paidCents, reference: row.number }] : []),
        ...(leftCents > 0
          ? [
              {
                method: input.method,
                amountCents: cashDue(leftCents, step),
                tenderedCents: input.tenderedCents ?? null,
              },
            ]
          : []),
      ],
      expectedTotalCents: Number(row.total_cents),
      weights: 'product-unit',
      couponCodes: [],
      specialOrderId: id,
    },
    staff,
    now,
  );
  return getSpecialOrder(db, id);
}

/**
 * Cancels a special order not yet collected: the deposit goes back the way it was paid (cash out of this till's
 * drawer); goods that arrived go back on the shelf, and goods still on a draft purchase order come off it (once
 * sent, they arrive as the store's own stock). Cancelling it again answers it as it is.
 */
export async function cancelSpecialOrder(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  id: string,
  tillId: string,
  staff: StaffMember,
  now: Date,
): Promise<SpecialOrder> {
  const day = businessDate(now, await getStoreTimeZone(db, storeId));
  await writer.run(async (trx) => {
    const row = await ownSpecialOrder(trx, storeId, id);
    if (row.status === 'cancelled') return;
    if (row.status === 'collected')
      throw conflict(
        saying(specialOrderRefusals.alreadyCollected, { number: row.number, order: `${row.order_number}` }),
      );
    const at = now.toISOString();
    const closed = await specialOrderRepository.moveSpecialOrder(trx, id, [row.status], {
      status: 'cancelled',
      closed_by: staff.id,
      closed_at: at,
      closed_on: day,
    });
    if (!closed) throw conflict(saying(specialOrderRefusals.changedElsewhere, { number: row.number }));
    const deposit = (await specialOrderRepository.findSpecialOrderPayments(trx, id)).find(
      (payment) => payment.kind === 'deposit',
    );
    if (deposit) {
      await specialOrderMoney(trx, { storeId, specialOrderId: id, tillId, userId: staff.id, at, day }).giveBack({
        method: deposit.method,
        amountCents: Number(deposit.amount_cents),
      });
    }
    const goods = [{ productId: row.product_id, quantity: Number(row.quantity) }];
    if (row.status === 'ready') {
      const move = { reason: 'special_order_cancelled', storeId, number: row.number, userId: staff.id, at } as const;
      await movePutByGoods(trx, move, goods);
    }
    const offDraft =
      row.status === 'ordered' && row.purchase_order_id
        ? await takeFromDraft(trx, row.purchase_order_id, row.product_id, Number(row.quantity))
        : false;
    const money = await storeMoneyFormat(trx, storeId);
    await recordAudit(
      trx,
      {
        action: 'special_order.cancelled',
        userId: staff.id,
        tillId,
        subject: { type: 'special_order', id },
        summary: `${row.number} · ${row.customer_name} · back ${deposit ? `${formatMoney(Number(deposit.amount_cents), money)} ${deposit.method}` : 'nothing'}${offDraft ? ` · off ${row.purchase_order_number}` : ''}`,
        details: { number: row.number, was: row.status, depositCents: Number(row.paid_cents), offDraft },
      },
      now,
    );
  });
  return getSpecialOrder(db, id);
}
