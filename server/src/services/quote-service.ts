import { priceAtStore } from '@tillwise/core/catalog/store-price';
import { formatMoney } from '@tillwise/core/money/money';
import { listPriceCents } from '@tillwise/core/promotion/price-list';
import { formatQuoteNumber, maxQuoteValidDays } from '@tillwise/core/quote/quote-schemas';
import type { CreateQuoteInput, Quote, QuoteListQuery, QuotePage } from '@tillwise/core/quote/quote-schemas';
import { addDays, businessDate } from '@tillwise/core/report/business-date';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as counterRepository from '../db/repositories/counter-repository';
import * as quoteRepository from '../db/repositories/quote-repository';
import * as saleRepository from '../db/repositories/sale-repository';
import { badRequest, conflict, notFound } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { quoteRefusals } from './quote-messages';
import { recordAudit } from './audit-service';
import { readPromotionBook } from './promotion-service';
import { toQuote, toQuoteSummary } from './quote-mapper';
import type { ProductToday } from './quote-mapper';
import { keptCart } from './priced-cart-lines';
import { priceCart } from './sale-pricing';
import { getStorePricing, getStoreTimeZone } from './settings-service';
import { assertTillOfStore } from './till-service';
import { storeMoneyFormat } from './store-money';

/**
 * Saves a cart as a quote for its customer: priced as the sale would be today, but without the day's promotions
 * (a quote holds prices, and the lines it sells later are prices set by hand, which take none). A price set by hand
 * needs its approval as at the till. Sending the same quote again answers the one saved.
 */
export async function createQuote(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  input: CreateQuoteInput,
  staff: StaffMember,
  now: Date,
): Promise<Quote> {
  const timeZone = await getStoreTimeZone(db, storeId);
  const today = businessDate(now, timeZone);
  if (input.validUntil < today) {
    const message = saying(quoteRefusals.validFromToday);
    throw badRequest(message, [{ path: 'validUntil', message }]);
  }
  if (input.validUntil > addDays(today, maxQuoteValidDays)) {
    const message = saying(quoteRefusals.validAtMost, { days: maxQuoteValidDays });
    throw badRequest(message, [{ path: 'validUntil', message }]);
  }
  await writer.run(async (trx) => {
    if (await quoteRepository.findQuote(trx, input.id)) return;
    await assertTillOfStore(trx, storeId, input.tillId);
    const pricing = await getStorePricing(trx, storeId);
    const cart = await priceCart(trx, storeId, input, staff, {
      pricing,
      timeZone,
      now,
      quoted: { pricesApproved: false, discountsApproved: false },
    });
    const number = formatQuoteNumber(await counterRepository.nextCounterValue(trx, 'quote_number'));
    const kept = keptCart(cart);
    await quoteRepository.insertQuote(
      trx,
      {
        id: input.id,
        number,
        store_id: storeId,
        till_id: input.tillId,
        customer_id: input.customerId,
        user_id: staff.id,
        status: 'open',
        valid_until: input.validUntil,
        quoted_on: today,
        note: input.note ?? '',
        discount_json: input.discount ? JSON.stringify(input.discount) : null,
        prices_include_tax: pricing.pricesIncludeTax ? 1 : 0,
        ...kept.totals,
        order_id: null,
        closed_by: null,
        closed_at: null,
        created_at: now.toISOString(),
      },
      kept.lines.map((line) => ({ ...line, quote_id: input.id })),
    );
    await recordAudit(
      trx,
      {
        action: 'quote.created',
        userId: staff.id,
        tillId: input.tillId,
        subject: { type: 'quote', id: input.id },
        summary: `${number} · ${cart.customer?.name ?? ''} · ${formatMoney(cart.totals.totalCents, pricing.money)} · valid until ${input.validUntil}`,
        details: { number, customerId: input.customerId, totalCents: cart.totals.totalCents },
      },
      now,
    );
  });
  return getQuote(db, storeId, input.id, now);
}

/** One quote with its lines, each with the customer's price for it today at this store. */
export async function getQuote(db: Executor, storeId: string, id: string, now: Date): Promise<Quote> {
  const row = await quoteRepository.findQuote(db, id);
  if (!row) throw notFound(saying(quoteRefusals.notFound));
  const [lines, timeZone, book] = await Promise.all([
    quoteRepository.findQuoteLines(db, id),
    getStoreTimeZone(db as Db, storeId),
    readPromotionBook(db),
  ]);
  const products = await saleRepository.findProductsByIds(db, storeId, [...new Set(lines.map((l) => l.product_id))]);
  const prices = row.customer_group_id ? book.prices.get(row.customer_group_id) : undefined;
  const current = new Map(
    products
      .filter((product) => product.is_active && !product.options_json)
      .map((product): [string, ProductToday] => [
        product.id,
        {
          priceCents: listPriceCents(
            { id: product.id, categoryId: product.category_id, priceCents: priceAtStore(product) },
            prices,
          ),
          taxRateBps: product.tax_rate_bps,
          categoryId: product.category_id,
        },
      ]),
  );
  return toQuote(row, lines, current, businessDate(now, timeZone));
}

/** The store's quotes (or a customer's, in every store), newest first. */
export async function listQuotes(db: Db, storeId: string, query: QuoteListQuery, now: Date): Promise<QuotePage> {
  const today = businessDate(now, await getStoreTimeZone(db, storeId));
  const { rows, total } = await quoteRepository.searchQuotes(db, {
    storeId: query.customerId ? undefined : storeId,
    customerId: query.customerId,
    q: query.q || undefined,
    status: query.status,
    today,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map((row) => toQuoteSummary(row, today)), total, page: query.page, pageSize: query.pageSize };
}

/** Cancels an open (or expired) quote; cancelling it again answers it as it is. */
export async function cancelQuote(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  id: string,
  staff: StaffMember,
  now: Date,
): Promise<Quote> {
  await writer.run(async (trx) => {
    const row = await quoteRepository.findQuote(trx, id);
    if (!row) throw notFound(saying(quoteRefusals.notFound));
    if (row.status === 'cancelled') return;
    if (row.status === 'sold')
      throw conflict(saying(quoteRefusals.alreadySoldAs, { number: row.number, order: `${row.order_number}` }));
    await quoteRepository.closeQuote(trx, id, {
      status: 'cancelled',
      orderId: null,
      userId: staff.id,
      at: now.toISOString(),
    });
    await recordAudit(
      trx,
      {
        action: 'quote.cancelled',
        userId: staff.id,
        subject: { type: 'quote', id },
        summary: `${row.number} · ${row.customer_name} · ${formatMoney(Number(row.total_cents), await storeMoneyFormat(trx, row.store_id))}`,
        details: { number: row.number },
      },
      now,
    );
  });
  return getQuote(db, storeId, id, now);
}
