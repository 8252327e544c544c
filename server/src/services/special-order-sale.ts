import { formatMoney } from '@tillwise/core/money/money';
import type { CompleteSaleInput } from '@tillwise/core/sale/sale-input-schemas';
import type { Executor } from '../db/database';
import * as specialOrderRepository from '../db/repositories/special-order-repository';
import { badRequest, conflict } from '../lib/errors';
import type { Wording } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { specialOrderRefusals } from './special-order-messages';
import { movePutByGoods } from './put-by-goods';
import { storeMoneyFormat } from './store-money';

/** The special order a sale hands over, as read in the sale's transaction. */
export interface SpecialOrderBeingCollected {
  id: string;
  number: string;
  productId: string;
  quantity: number;
}

const refused = (message: Wording, path = 'specialOrderId') => badRequest(message, [{ path, message }]);

/**
 * Reads and checks, in the sale's transaction, the special order a sale hands over: of this store, ready, for the
 * sale's customer, the sale its one line at its price, its deposit paid by a 'special_order' tender of just that.
 * That tender pays nothing else, and an order is collected online only (its deposit is on the server).
 */
export async function specialOrderForSale(
  trx: Executor,
  sale: { storeId: string; input: CompleteSaleInput; offline: boolean },
): Promise<SpecialOrderBeingCollected | undefined> {
  const { input } = sale;
  const paidByDeposit = input.payments
    .filter((payment) => payment.method === 'special_order')
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  if (!input.specialOrderId) {
    if (paidByDeposit > 0) throw refused(saying(specialOrderRefusals.depositPaysHandover), 'payments');
    return undefined;
  }
  if (sale.offline) throw refused(saying(specialOrderRefusals.handOverOnline));
  if (input.layawayId || input.quoteId) throw refused(saying(specialOrderRefusals.saleOfItsOwn));
  const row = await specialOrderRepository.findSpecialOrder(trx, input.specialOrderId);
  if (!row) throw refused(saying(specialOrderRefusals.notFound));
  if (row.store_id !== sale.storeId)
    throw refused(saying(specialOrderRefusals.madeAtCollectThere, { number: row.number, store: row.store_name }));
  if (row.status === 'collected')
    throw conflict(saying(specialOrderRefusals.alreadyCollected, { number: row.number, order: `${row.order_number}` }));
  if (row.status === 'cancelled') throw conflict(saying(specialOrderRefusals.cancelled, { number: row.number }));
  if (row.status !== 'ready') throw conflict(saying(specialOrderRefusals.notArrived, { number: row.number }));
  if (input.customerId !== row.customer_id)
    throw refused(
      saying(specialOrderRefusals.forCustomer, { number: row.number, customer: row.customer_name }),
      'customerId',
    );
  const [line, ...others] = input.lines;
  const asOrdered =
    others.length === 0 &&
    line !== undefined &&
    line.productId === row.product_id &&
    line.quantity === Number(row.quantity) &&
    line.priceOverrideCents === Number(row.unit_price_cents) &&
    !line.discount &&
    !input.discount;
  if (!asOrdered) throw refused(saying(specialOrderRefusals.handOverAsOrdered, { number: row.number }), 'lines');
  const paidCents = Number(row.paid_cents);
  if (paidByDeposit !== paidCents) {
    const amount = formatMoney(paidCents, await storeMoneyFormat(trx, sale.storeId));
    throw refused(saying(specialOrderRefusals.depositOf, { number: row.number, amount }), 'payments');
  }
  return { id: row.id, number: row.number, productId: row.product_id, quantity: Number(row.quantity) };
}

/**
 * Closes the special order by the sale just recorded: its goods, put by since they arrived, come back into stock for
 * the sale to take, and it closes only if it is still ready (else the sale is undone: 409).
 */
export async function collectSpecialOrderBySale(
  trx: Executor,
  order: SpecialOrderBeingCollected,
  sale: { storeId: string; orderId: string; userId: string; at: string; day: string },
): Promise<void> {
  const closed = await specialOrderRepository.moveSpecialOrder(trx, order.id, ['ready'], {
    status: 'collected',
    order_id: sale.orderId,
    closed_by: sale.userId,
    closed_at: sale.at,
    closed_on: sale.day,
  });
  if (!closed) throw conflict(saying(specialOrderRefusals.wasChangedElsewhere, { number: order.number }));
  await movePutByGoods(
    trx,
    {
      reason: 'special_order_collected',
      storeId: sale.storeId,
      number: order.number,
      userId: sale.userId,
      at: sale.at,
    },
    [{ productId: order.productId, quantity: order.quantity }],
  );
}
