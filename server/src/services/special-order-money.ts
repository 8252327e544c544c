import { randomUUID } from 'node:crypto';
import type { LayawayPaymentInput } from '@tillwise/core/layaway/layaway-schemas';
import { formatMoney } from '@tillwise/core/money/money';
import type { Executor } from '../db/database';
import * as specialOrderRepository from '../db/repositories/special-order-repository';
import { badRequest } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { specialOrderRefusals } from './special-order-messages';
import { shiftForHeldMoney } from './shift-service';
import { storeMoneyFormat } from './store-money';

/** Where a special order's money moves: the order, the till (of this store) whose drawer takes or pays out cash. */
export interface SpecialOrderPlace {
  storeId: string;
  specialOrderId: string;
  tillId: string;
  userId: string;
  at: string;
  day: string;
}

/** A special order's money, in the transaction that moves it: its deposit, and the deposit given back. */
export function specialOrderMoney(trx: Executor, place: SpecialOrderPlace) {
  const row = (kind: 'deposit' | 'refund', method: string, amountCents: number, shiftId: string | null) => ({
    id: randomUUID(),
    special_order_id: place.specialOrderId,
    store_id: place.storeId,
    kind,
    method,
    amount_cents: amountCents,
    tendered_cents: null as number | null,
    shift_id: shiftId,
    user_id: place.userId,
    business_date: place.day,
    created_at: place.at,
  });
  return {
    async takeDeposit(deposit: Omit<LayawayPaymentInput, 'tillId'>) {
      const tenderedCents = deposit.tenderedCents ?? deposit.amountCents;
      if (deposit.method === 'cash' && tenderedCents < deposit.amountCents) {
        const money = await storeMoneyFormat(trx, place.storeId);
        const message = saying(specialOrderRefusals.cashTenderedLess, {
          tendered: formatMoney(tenderedCents, money),
          amount: formatMoney(deposit.amountCents, money),
        });
        throw badRequest(message, [{ path: 'deposit.tenderedCents', message }]);
      }
      const shiftId = await shiftForHeldMoney(trx, place, deposit.method === 'cash');
      await specialOrderRepository.insertSpecialOrderPayment(trx, {
        ...row('deposit', deposit.method, deposit.amountCents, shiftId),
        id: deposit.id,
        tendered_cents: deposit.method === 'cash' ? tenderedCents : null,
      });
    },
    /** Gives a cancelled order's deposit back the way it was paid (cash out of this till's drawer). */
    async giveBack(deposit: { method: string; amountCents: number }) {
      const shiftId = await shiftForHeldMoney(trx, place, deposit.method === 'cash');
      await specialOrderRepository.insertSpecialOrderPayment(
        trx,
        row('refund', deposit.method, -deposit.amountCents, shiftId),
      );
    },
  };
}
