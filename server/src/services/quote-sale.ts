import type { Discount } from '@tillwise/core/sale/discount';
import type { CompleteSaleInput } from '@tillwise/core/sale/sale-input-schemas';
import type { Executor } from '../db/database';
import * as quoteRepository from '../db/repositories/quote-repository';
import { badRequest, conflict } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { quoteRefusals } from './quote-messages';
import { parseDiscount } from './sale-mapper';

/** The quote a sale sells: `approved` while it is valid (its prices then need no approval). */
export interface QuoteBeingSold {
  id: string;
  number: string;
  approved: boolean;
}

export function sameDiscount(sent: Discount | null | undefined, quoted: Discount | null): boolean {
  if (!sent || !quoted) return !sent && !quoted;
  if (sent.kind === 'percent') return quoted.kind === 'percent' && quoted.percent === sent.percent;
  return quoted.kind === 'amount' && quoted.cents === sent.cents;
}

/**
 * Reads and checks, in the sale's transaction, the quote a sale sells: of this store, still open, for the sale's
 * customer, and the sale its lines exactly as quoted (products, quantities, their discounts, each at its quoted
 * price) with its discount. Offline the till has sold it already, so only whether it exists is asked.
 */
export async function quoteForSale(
  trx: Executor,
  sale: { storeId: string; input: CompleteSaleInput; day: string; offline: boolean },
): Promise<QuoteBeingSold | undefined> {
  const { input } = sale;
  if (!input.quoteId) return undefined;
  const row = await quoteRepository.findQuote(trx, input.quoteId);
  if (!row)
    throw badRequest(saying(quoteRefusals.notFound), [{ path: 'quoteId', message: saying(quoteRefusals.notFound) }]);
  const quote = { id: row.id, number: row.number, approved: row.valid_until >= sale.day };
  if (sale.offline) return quote;
  if (row.store_id !== sale.storeId)
    throw badRequest(saying(quoteRefusals.madeAtOtherStore, { number: row.number, store: row.store_name }));
  if (row.status === 'sold')
    throw conflict(saying(quoteRefusals.alreadySoldAs, { number: row.number, order: `${row.order_number}` }));
  if (row.status === 'cancelled') throw conflict(saying(quoteRefusals.cancelled, { number: row.number }));
  if (input.customerId !== row.customer_id) {
    const message = saying(quoteRefusals.forCustomer, { number: row.number, customer: row.customer_name });
    throw badRequest(message, [{ path: 'customerId', message }]);
  }
  const lines = await quoteRepository.findQuoteLines(trx, row.id);
  const asQuoted =
    lines.length === input.lines.length &&
    lines.every((quoted, index) => {
      const line = input.lines[index]!;
      return (
        line.productId === quoted.product_id &&
        line.quantity === Number(quoted.quantity) &&
        line.priceOverrideCents === Number(quoted.unit_price_cents) &&
        sameDiscount(line.discount, parseDiscount(quoted.discount_json))
      );
    }) &&
    sameDiscount(input.discount, parseDiscount(row.discount_json));
  if (!asQuoted) {
    const message = saying(quoteRefusals.sellAsQuoted, { number: row.number });
    throw badRequest(message, [{ path: 'lines', message }]);
  }
  return quote;
}

/**
 * Marks the quote sold by the sale just recorded. Online, another till that sold it first refuses this sale (the
 * transaction is undone); offline the goods have gone, so the sale stands and the quote stays as that till left it.
 */
export async function markQuoteSold(
  trx: Executor,
  quote: QuoteBeingSold,
  sale: { orderId: string; userId: string; at: string; offline: boolean },
): Promise<void> {
  const sold = await quoteRepository.closeQuote(trx, quote.id, {
    status: 'sold',
    orderId: sale.orderId,
    userId: sale.userId,
    at: sale.at,
  });
  if (!sold && !sale.offline) throw conflict(saying(quoteRefusals.alreadySold, { number: quote.number }));
}
