import { formatMoney } from '@tillwise/core/money/money';
import type { CompleteSaleInput } from '@tillwise/core/sale/sale-input-schemas';
import type { Executor } from '../db/database';
import * as layawayRepository from '../db/repositories/layaway-repository';
import { badRequest, conflict } from '../lib/errors';
import type { Wording } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { layawayRefusals } from './layaway-messages';
import { movePutByGoods } from './put-by-goods';
import { sameDiscount } from './quote-sale';
import { parseDiscount } from './sale-mapper';
import { storeMoneyFormat } from './store-money';

/** The layaway a sale completes, as read in the sale's transaction. */
export interface LayawayBeingCompleted {
  id: string;
  number: string;
  paidCents: number;
  lines: { productId: string; quantity: number }[];
}

const refused = (message: Wording, path = 'layawayId') => badRequest(message, [{ path, message }]);

/**
 * Reads and checks, in the sale's transaction, the layaway a sale completes: of this store, open, for the sale's
 * customer, the sale its lines exactly as laid away, paid by a 'layaway' tender of just what was paid onto it.
 * A 'layaway' tender pays nothing else, and a layaway is completed online only (its money is on the server).
 */
export async function layawayForSale(
  trx: Executor,
  sale: { storeId: string; input: CompleteSaleInput; offline: boolean },
): Promise<LayawayBeingCompleted | undefined> {
  const { input } = sale;
  const paidByLayaway = input.payments
    .filter((payment) => payment.method === 'layaway')
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  if (!input.layawayId) {
    if (paidByLayaway > 0) throw refused(saying(layawayRefusals.depositsPayCompletion), 'payments');
    return undefined;
  }
  if (sale.offline) throw refused(saying(layawayRefusals.completeOnline));
  const row = await layawayRepository.findLayaway(trx, input.layawayId);
  if (!row) throw refused(saying(layawayRefusals.notFound));
  if (row.store_id !== sale.storeId)
    throw refused(saying(layawayRefusals.madeAtCompleteThere, { number: row.number, store: row.store_name }));
  if (row.status === 'completed')
    throw conflict(saying(layawayRefusals.alreadyCompleted, { number: row.number, order: `${row.order_number}` }));
  if (row.status === 'cancelled') throw conflict(saying(layawayRefusals.cancelled, { number: row.number }));
  if (input.customerId !== row.customer_id)
    throw refused(
      saying(layawayRefusals.forCustomer, { number: row.number, customer: row.customer_name }),
      'customerId',
    );
  const lines = await layawayRepository.findLayawayLines(trx, row.id);
  const asLaidAway =
    lines.length === input.lines.length &&
    lines.every((laid, index) => {
      const line = input.lines[index]!;
      return (
        line.productId === laid.product_id &&
        line.quantity === Number(laid.quantity) &&
        line.priceOverrideCents === Number(laid.unit_price_cents) &&
        sameDiscount(line.discount, parseDiscount(laid.discount_json))
      );
    }) &&
    sameDiscount(input.discount, parseDiscount(row.discount_json));
  if (!asLaidAway) throw refused(saying(layawayRefusals.completeAsLaidAway, { number: row.number }), 'lines');
  const paidCents = Number(row.paid_cents);
  if (paidByLayaway !== paidCents) {
    const paid = formatMoney(paidCents, await storeMoneyFormat(trx, sale.storeId));
    throw conflict(saying(layawayRefusals.paidOnto, { number: row.number, amount: paid }));
  }
  return {
    id: row.id,
    number: row.number,
    paidCents,
    lines: lines.map((line) => ({ productId: line.product_id, quantity: Number(line.quantity) })),
  };
}

/**
 * Completes the layaway by the sale just recorded: its goods, put by since it was made, come back into stock for
 * the sale to take, and it closes only if nothing was paid onto it meanwhile (else the sale is undone: 409).
 */
export async function completeLayawayBySale(
  trx: Executor,
  layaway: LayawayBeingCompleted,
  sale: { storeId: string; orderId: string; userId: string; at: string; day: string },
): Promise<void> {
  const closed = await layawayRepository.closeLayaway(trx, layaway.id, {
    status: 'completed',
    paidCents: layaway.paidCents,
    orderId: sale.orderId,
    userId: sale.userId,
    at: sale.at,
    day: sale.day,
  });
  if (!closed) throw conflict(saying(layawayRefusals.wasChangedElsewhere, { number: layaway.number }));
  const move = {
    reason: 'layaway_collected',
    storeId: sale.storeId,
    number: layaway.number,
    userId: sale.userId,
    at: sale.at,
  } as const;
  await movePutByGoods(trx, move, layaway.lines);
}
