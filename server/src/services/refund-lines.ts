import type { Selectable, Transaction } from 'kysely';
import { lineRefund, refundableQuantity } from '@tillwise/core/refund/refund-math';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import { refundToDestination } from '@tillwise/core/refund/refund-destination';
import type { DestinedShare } from '@tillwise/core/refund/refund-destination';
import type { PaidTender } from '@tillwise/core/refund/refund-tenders';
import type { RefundDestination, RefundInput } from '@tillwise/core/refund/refund-schemas';
import type { Database, OrderLinesTable, OrdersTable } from '../db/schema';
import * as refundRepository from '../db/repositories/refund-repository';
import * as saleRepository from '../db/repositories/sale-repository';
import { saying } from '@tillwise/core/i18n/core-message';
import { badRequest, conflict } from '../lib/errors';
import { returnToGiftCard } from './gift-card-service';
import { refundRefusals } from './refund-messages';
import { getStorePricing } from './settings-service';
import { refundToAccount } from './account-service';
import { creditStoreCredit } from './store-credit-service';

/**
 * The sale's lines a refund asks for, each with what its units give back before promotions are settled: refused
 * whole when a line is not on the sale, named twice, or asked for more units than are left to refund.
 */
export function linesAsked(
  lines: ReadonlyMap<string, Selectable<OrderLinesTable>>,
  refunded: ReadonlyMap<string, number>,
  requestedLines: RefundInput['lines'],
) {
  const seen = new Set<string>();
  return requestedLines.map((requested, index) => {
    const line = lines.get(requested.saleLineId);
    if (!line)
      throw badRequest(saying(refundRefusals.itemNotOnSale), [
        { path: `lines.${index}.saleLineId`, message: saying(refundRefusals.notOnSale) },
      ]);
    if (seen.has(line.id)) throw badRequest(saying(refundRefusals.itemOnce));
    seen.add(line.id);
    const refundedQuantity = refunded.get(line.id) ?? 0;
    const left = refundableQuantity({ quantity: line.quantity, refundedQuantity });
    if (requested.quantity > left) {
      // As a string: thousandths of a unit sold by weight run past 999, never grouped.
      const quantity = String(left);
      throw conflict(saying(refundRefusals.onlyLeft, { left: quantity, item: line.name }), [
        { path: `lines.${index}.quantity`, message: saying(refundRefusals.atMost, { left: quantity }) },
      ]);
    }
    const money = lineRefund(
      {
        quantity: line.quantity,
        refundedQuantity,
        // Net of any tax the price included: the line's total less its tax, before its discount.
        subtotalCents: line.total_cents - line.tax_cents + line.discount_cents,
        discountCents: line.discount_cents,
        taxCents: line.tax_cents,
      },
      requested.quantity,
    );
    return { line, quantity: requested.quantity, money };
  });
}

/**
 * What was paid by gift card goes back onto the card, and what goes to store credit (paid with it, or sent there)
 * onto the customer's account.
 */
export async function returnStoredValue(
  trx: Transaction<Database>,
  ledger: { storeId: string; refundId: string; userId: string; at: string },
  tenders: readonly DestinedShare<PaidTender>[],
  order: Selectable<OrdersTable>,
  refundNumber: string,
) {
  for (const share of tenders) {
    if (share.method === 'voucher' && share.tender.reference) {
      await returnToGiftCard(trx, { ...ledger, code: share.tender.reference, amountCents: share.amountCents });
    }
  }
  // One movement on the customer's ledger, however many of the sale's payments it came out of.
  const creditCents = tenders
    .filter((share) => share.method === 'store_credit')
    .reduce((sum, share) => sum + share.amountCents, 0);
  if (creditCents > 0 && order.customer_id) {
    const reason = `Refund ${refundNumber} of ${order.number}`;
    await creditStoreCredit(trx, { ...ledger, customerId: order.customer_id, amountCents: creditCents, reason });
  }
  // What the sale put on the customer's account comes off it, paying that sale's invoice first.
  const onAccountCents = tenders
    .filter((share) => share.method === 'account')
    .reduce((sum, share) => sum + share.amountCents, 0);
  if (onAccountCents > 0 && order.customer_id) {
    await refundToAccount(trx, {
      ...ledger,
      orderId: order.id,
      customerId: order.customer_id,
      amountCents: onAccountCents,
    });
  }
}

/**
 * How a refund's amount goes back over what the sale was paid with, sent to the chosen destination (and the cash
 * rounding it settles), or null when the tenders have less than that left to give back.
 */
export async function tendersBack(
  trx: Transaction<Database>,
  storeId: string,
  order: Selectable<OrdersTable>,
  amountCents: number,
  { completesSale, destination }: { completesSale: boolean; destination: RefundDestination },
) {
  const payments = await saleRepository.findPayments(trx, order.id);
  const refundedByPayment = await refundRepository.findRefundedByPayment(trx, order.id);
  const refundedRounding = await refundRepository.findCashRoundingRefunded(trx, order.id);
  const returned = refundToDestination(
    amountCents,
    payments.map((payment) => ({
      id: payment.id,
      method: payment.method as PaymentMethod,
      reference: payment.reference,
      stored: payment.status === 'stored',
      paidCents: payment.amount_cents,
      refundedCents: refundedByPayment.get(payment.id) ?? 0,
    })),
    {
      cashRoundingStep: (await getStorePricing(trx, storeId)).cashRoundingStep,
      completesSale,
      roundingLeftCents: order.cash_rounding_cents - refundedRounding,
    },
    destination,
  );
  return { payments, returned };
}
