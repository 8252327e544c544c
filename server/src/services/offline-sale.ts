import { offlineCardOverLimit } from '@tillwise/core/sale/offline-sale';
import type { Tender } from '@tillwise/core/payment/tender';
import type { Executor } from '../db/database';
import * as tillRepository from '../db/repositories/till-repository';
import { badRequest, reworded } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { saleRefusals } from './sale-messages';
import { getOfflineCardLimit } from './settings-payment-service';
import { storeMoneyFormat } from './store-money';

/**
 * The till and shift of a sale or refund a till took offline and sends late. It is never refused for the till's
 * state (the customer has gone): it joins the shift open on the till now, normally the one open when it was
 * taken. It never joins a counted or closed shift, whose figures are final (its Z report cannot change); with no
 * shift open it is recorded on the till alone.
 */
export async function offlinePlace(
  trx: Executor,
  storeId: string,
  tillId: string,
): Promise<{ tillId: string; shiftId: string | null }> {
  const till = await tillRepository.findTillWithActiveShift(trx, tillId);
  if (!till)
    throw badRequest(saying(saleRefusals.unknownTill), [{ path: 'tillId', message: saying(saleRefusals.unknownTill) }]);
  if (till.store_id !== storeId)
    throw badRequest(saying(saleRefusals.tillOfAnotherStore, { till: till.name }), [
      { path: 'tillId', message: saying(saleRefusals.thisTillOfAnotherStore) },
    ]);
  return { tillId: till.id, shiftId: till.shift_status === 'open' ? till.shift_id : null };
}

/** Refuses a sale taken offline with a card payment above the store's offline card limit. */
export async function checkOfflineCards(
  trx: Executor,
  storeId: string,
  payments: readonly Pick<Tender, 'method' | 'amountCents'>[],
): Promise<void> {
  if (!payments.some((payment) => payment.method === 'card')) return;
  const limitCents = await getOfflineCardLimit(trx, storeId);
  if (!offlineCardOverLimit(payments, limitCents)) return;
  // Said in the store's money, read only for a refusal.
  const money = await storeMoneyFormat(trx, storeId);
  const over = offlineCardOverLimit(payments, limitCents, money);
  const message = reworded(() => offlineCardOverLimit(payments, limitCents, money)?.message);
  if (over) throw badRequest(message, [{ path: `payments.${over.index}.amountCents`, message }]);
}
