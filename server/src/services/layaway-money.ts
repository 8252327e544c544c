import { randomUUID } from 'node:crypto';
import type { LayawayRules, PaidIn } from '@tillwise/core/layaway/layaway';
import type { LayawayPaymentInput, LayawayPaymentKind } from '@tillwise/core/layaway/layaway-schemas';
import { formatMoney } from '@tillwise/core/money/money';
import type { Executor } from '../db/database';
import * as layawayRepository from '../db/repositories/layaway-repository';
import { badRequest, conflict } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { layawayRefusals } from './layaway-messages';
import { getPaymentSettings } from './settings-payment-service';
import { shiftForHeldMoney } from './shift-service';
import { assertTillOfStore } from './till-service';
import { storeMoneyFormat } from './store-money';

/** The chain's layaway rules, kept with its payment settings. */
export async function layawayRules(db: Executor): Promise<LayawayRules> {
  const settings = await getPaymentSettings(db);
  return {
    depositPercent: settings.layawayDepositPercent,
    cancellationFeePercent: settings.layawayCancellationFeePercent,
  };
}

/** Where a layaway's money moves: the layaway, the till (of this store) whose drawer takes or pays out cash, when. */
export interface LayawayPlace {
  storeId: string;
  layawayId: string;
  tillId: string;
  userId: string;
  at: string;
  day: string;
}

/** A layaway's money, in the transaction that moves it. */
export function layawayMoney(trx: Executor, place: LayawayPlace) {
  const row = (kind: LayawayPaymentKind, method: string | null, amountCents: number, shiftId: string | null) => ({
    id: randomUUID(),
    layaway_id: place.layawayId,
    store_id: place.storeId,
    kind,
    method,
    amount_cents: amountCents,
    tendered_cents: null,
    shift_id: shiftId,
    user_id: place.userId,
    business_date: place.day,
    created_at: place.at,
  });
  return {
    /** Takes a deposit or instalment: less than what is left to pay (the last of it completes the layaway). */
    async payIn(payment: Omit<LayawayPaymentInput, 'tillId'> & { kind: LayawayPaymentKind }, number: string) {
      await assertTillOfStore(trx, place.storeId, place.tillId);
      const tenderedCents = payment.tenderedCents ?? payment.amountCents;
      if (payment.method === 'cash' && tenderedCents < payment.amountCents) {
        const money = await storeMoneyFormat(trx, place.storeId);
        const message = saying(layawayRefusals.cashTenderedLess, {
          tendered: formatMoney(tenderedCents, money),
          amount: formatMoney(payment.amountCents, money),
        });
        throw badRequest(message, [{ path: 'tenderedCents', message }]);
      }
      const shiftId = await shiftForHeldMoney(trx, place, payment.method === 'cash');
      const paidCents = await layawayRepository.payOntoLayaway(trx, place.layawayId, payment.amountCents);
      if (paidCents === undefined) throw conflict(saying(layawayRefusals.changedElsewhere, { number }));
      await layawayRepository.insertLayawayPayments(trx, [
        {
          ...row(payment.kind, payment.method, payment.amountCents, shiftId),
          id: payment.id,
          tendered_cents: payment.method === 'cash' ? tenderedCents : null,
        },
      ]);
      return paidCents;
    },
    /** Gives back a cancelled layaway's money (cash out of the drawer) and records the fee it kept. */
    async giveBack(shares: readonly PaidIn[], feeCents: number) {
      const shiftId = await shiftForHeldMoney(
        trx,
        place,
        shares.some((share) => share.method === 'cash'),
      );
      await layawayRepository.insertLayawayPayments(trx, [
        ...shares.map((share) => row('refund', share.method, -share.amountCents, shiftId)),
        ...(feeCents > 0 ? [row('fee', null, -feeCents, null)] : []),
      ]);
    },
  };
}
