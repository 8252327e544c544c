import type { ChainPaymentSettings } from '@tillwise/core/settings/payment-settings';
import { businessDate } from '@tillwise/core/report/business-date';
import { offlineCardOverLimit, offlineInstant } from '@tillwise/core/sale/offline-sale';
import { formatOrderNumber, parseOrderNumber } from '@tillwise/core/sale/sale-numbers';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import type { CompleteSaleInput } from '@tillwise/core/sale/sale-input-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import { isDatabaseOutage } from '../db/outage';
import { runPlanIn } from '../db/plan-runner';
import { numberIssuedStep } from '../db/repositories/number-block-repository';
import * as saleRepository from '../db/repositories/sale-repository';
import * as counterRepository from '../db/repositories/counter-repository';
import * as saleWriteRepository from '../db/repositories/sale-write-repository';
import { isUniqueViolation } from '../db/unique-violation';
import { badRequest, conflict, DomainError } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { saleMessages } from '@tillwise/core/sale/sale-messages';
import { saleRefusals } from './sale-messages';
import { checkBlockNumber } from './number-block-service';
import { checkOfflineCards, offlinePlace } from './offline-sale';
import { priceCart } from './sale-pricing';
import {
  forgetSaleReads,
  guards,
  keptPaymentSettings,
  keptProducts,
  keptPromotionBook,
  keptStore,
  keptTill,
} from './sale-reads';
import { useCoupons } from './promotion-coupon-service';
import { readPromotionBook } from './promotion-service';
import { getSale } from './sale-service';
import { redeemGiftCard, sellGiftCards } from './gift-card-service';
import { getPaymentSettings } from './settings-payment-service';
import { getStorePricing, getStoreTimeZone, pricingOfStoreRow } from './settings-service';
import { redeemStoreCredit } from './store-credit-service';
import { shiftForTransaction } from './shift-service';
import { chargeAccount } from './account-service';
import { markQuoteSold, quoteForSale } from './quote-sale';
import { putByForSale } from './put-by-sale';
import { draftAnswer, numbered } from './sale-answer';
import { saleRows, saleWriteSteps, serverOnlyMethods, workOut } from './sale-writing';
import type { SaleRequest, WorkedOutSale } from './sale-writing';

/**
 * Records a sale in one transaction: order, lines, payments, a stock movement per line and the customer's
 * loyalty. The till creates the sale id, so sending the same sale again (even to another server at the same
 * moment) returns the recorded one instead of charging twice; a parked sale with that id is completed in place.
 * A sale taken offline is recorded as the till took it (see offline-sale.ts and sale-pricing.ts).
 *
 * Most sales are worked out before their transaction, from what the sale path keeps in memory (sale-reads.ts),
 * and written as a plan that checks those values and holds the database only for the writes. A sale with gift
 * cards, stored value, a manager's approval or a parked sale behind it, or one whose kept values turned out to
 * have changed, is recorded in a transaction of its own that reads everything afresh.
 */
export async function completeSale(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  input: CompleteSaleInput,
  staff: StaffMember,
  now: Date,
): Promise<Sale> {
  const giftCards = input.giftCards ?? [];
  if (input.lines.length === 0 && giftCards.length === 0) {
    throw badRequest(saying(saleMessages.cartEmpty), [{ path: 'lines', message: saying(saleMessages.cartEmpty) }]);
  }
  const offline = input.offline ?? null;
  const at = offline ? offlineInstant(offline.capturedAt, now) : now;
  const timeZone = await getStoreTimeZone(db, storeId);
  const request: SaleRequest = { storeId, input, staff, offline, at, day: businessDate(at, timeZone), now, timeZone };
  if (plainSale(input)) {
    const recorded = await recordByPlan(writer, db, request);
    if (recorded) return recorded;
  }
  return recordInTransaction(writer, db, request);
}

/** A sale the plan can take: no gift cards, stored value or manager's approval to settle on the way. */
function plainSale(input: CompleteSaleInput): boolean {
  return (
    (input.giftCards ?? []).length === 0 &&
    !input.payments.some((payment) => serverOnlyMethods.includes(payment.method)) &&
    !input.overrideId &&
    !input.quoteId &&
    !input.layawayId &&
    !input.specialOrderId &&
    (input.couponCodes ?? []).length === 0 &&
    !input.lines.some((line) => line.priceOverrideId)
  );
}

/** The sale as a plan; null when it must be recorded the careful way (recordInTransaction) instead. */
async function recordByPlan(writer: GroupCommit, db: Db, request: SaleRequest): Promise<Sale | null> {
  const { storeId, input, offline } = request;
  const [till, store, payments, products, book] = await Promise.all([
    keptTill(db, input.tillId),
    keptStore(db, storeId),
    keptPaymentSettings(db),
    keptProducts(db, storeId, [...new Set(input.lines.map((line) => line.productId))]),
    keptPromotionBook(db, readPromotionBook),
  ]);
  if (!till || !store || till.store_id !== storeId || !till.is_active || store.time_zone !== request.timeZone) {
    return null;
  }
  const place = offline
    ? { tillId: till.id, shiftId: till.shift_status === 'open' ? till.shift_id : null }
    : placeOnline(till, payments.settings);
  if (!place) return null;
  let sale: WorkedOutSale;
  try {
    const cart = await priceCart(db, storeId, input, request.staff, {
      pricing: pricingOfStoreRow(store),
      timeZone: request.timeZone,
      offline: offline !== null,
      now: request.at,
      products: async () => products,
      book,
    });
    const worked = workOut(request, cart, payments.settings);
    if ('problem' in worked) return null;
    if (offline && offlineCardOverLimit(input.payments, store.offline_card_limit_cents)) return null;
    // The till sees its customer's points as they were; one whose points moved since is settled the careful way.
    if (offline && worked.loyaltyRedeemed !== worked.tender.loyaltyPointsRedeemed) return null;
    sale = { ...worked, place, cart, existing: null, sold: [] };
  } catch (error) {
    // Refused on what it read: the careful way reads afresh and refuses (or records) it.
    if (error instanceof DomainError) return null;
    throw error;
  }
  const number = input.number ? parseOrderNumber(input.number) : null;
  if (input.number && number === null) return null;
  const written = saleRows(request, sale, input.number ?? { ref: 'number' });
  const draft = draftAnswer(request, sale, written);
  const steps = [
    saleWriteRepository.orderIsNewStep(input.id),
    ...guards(till, store, payments, products, book),
    number === null ? saleWriteRepository.takeOrderNumberStep('ORD-') : numberIssuedStep(place.tillId, 'order', number),
    ...saleWriteSteps(request, sale, written, draft),
  ];
  let outcome;
  try {
    outcome = await writer.runPlan({ steps });
  } catch (error) {
    return answerLostRace(db, input, error);
  }
  if (!outcome.ok) throw new Error(outcome.error.message);
  if (outcome.stopped === 'exists') {
    if (outcome.bound.existing === 'parked') return null;
    if (outcome.bound.existing === 'discarded') throw conflict(saying(saleRefusals.parkedDiscarded));
    return getSale(db, input.id);
  }
  if (outcome.stopped) {
    // Something the plan relied on changed (a shift closed, a setting saved): read it all again.
    forgetSaleReads(db);
    return null;
  }
  return numbered(draft, String(outcome.bound.number ?? input.number));
}

/** Where an online sale is recorded, from the till as kept: null where the careful way must decide (or refuse). */
function placeOnline(
  till: { id: string; shift_id: string | null; shift_status: string | null },
  settings: ChainPaymentSettings,
) {
  if (till.shift_status === 'counted') return null;
  if (!till.shift_id && settings.enabledMethods.includes('cash')) return null;
  return { tillId: till.id, shiftId: till.shift_id };
}

/** Records the sale in a transaction that reads everything it needs inside it. */
async function recordInTransaction(writer: GroupCommit, db: Db, request: SaleRequest): Promise<Sale> {
  const { storeId, input, staff, offline } = request;
  const giftCards = input.giftCards ?? [];
  const run = writer.run(async (trx): Promise<Sale | null> => {
    const existing = await saleRepository.findOrder(trx, input.id);
    if (existing && existing.status !== 'parked') {
      if (existing.status === 'discarded') throw conflict(saying(saleRefusals.parkedDiscarded));
      return null;
    }
    const paymentSettings = await getPaymentSettings(trx);
    const place = offline
      ? await offlinePlace(trx, storeId, input.tillId)
      : await shiftForTransaction(trx, storeId, input.tillId, paymentSettings.enabledMethods.includes('cash'));
    if (input.number) await checkBlockNumber(trx, place.tillId, 'order', input.number);
    const quote = await quoteForSale(trx, { storeId, input, day: request.day, offline: offline !== null });
    const putBy = await putByForSale(trx, { storeId, input, offline: offline !== null });
    const cart = await priceCart(trx, storeId, input, staff, {
      pricing: await getStorePricing(trx, storeId),
      timeZone: request.timeZone,
      offline: offline !== null,
      now: request.at,
      quoted: putBy.quoted ?? (quote && { pricesApproved: quote.approved, discountsApproved: true }),
    });
    const worked = workOut(request, cart, paymentSettings);
    if ('problem' in worked) throw worked.problem;
    if (offline) await checkOfflineCards(trx, storeId, input.payments);
    const ledger = { storeId, orderId: input.id, userId: staff.id, at: request.at.toISOString() };
    // Stored value is taken before any card is sold, so a gift card can never pay for its own top-up.
    for (const payment of worked.payments) {
      if (payment.method === 'voucher' && payment.reference) {
        await redeemGiftCard(trx, { ...ledger, code: payment.reference, amountCents: payment.amount_cents });
      }
      if (payment.method === 'store_credit' && cart.customer) {
        await redeemStoreCredit(trx, { ...ledger, customerId: cart.customer.id, amountCents: payment.amount_cents });
      }
      if (payment.method === 'account' && cart.customer) {
        await chargeAccount(trx, { ...ledger, customerId: cart.customer.id, amountCents: payment.amount_cents });
      }
    }
    await useCoupons(trx, input.id, cart, offline !== null, request.at);
    const sold = giftCards.length > 0 ? await sellGiftCards(trx, { ...ledger, cards: giftCards }) : [];
    const sale: WorkedOutSale = { ...worked, place, cart, existing, sold };
    const number =
      existing?.number ??
      input.number ??
      formatOrderNumber(await counterRepository.nextCounterValue(trx, 'order_number'));
    const written = saleRows(request, sale, number);
    const draft = draftAnswer(request, sale, written);
    const outcome = await runPlanIn(trx, { steps: saleWriteSteps(request, sale, written, draft) });
    if (!outcome.ok || outcome.stopped) throw conflict(saying(saleRefusals.notRecorded));
    const closing = { storeId, orderId: input.id, userId: staff.id, at: request.at.toISOString(), day: request.day };
    if (quote) await markQuoteSold(trx, quote, { ...closing, offline: offline !== null });
    await putBy.closeBySale(trx, closing);
    return draft;
  });
  const recorded = await run.catch((error: unknown) => answerLostRace(db, input, error));
  return recorded ?? getSale(db, input.id);
}

/**
 * Another server sharing the database recorded this sale between our read and write: whatever this attempt ran
 * into (its key, or its number now taken by that very sale), the answer is the sale as recorded.
 */
async function answerLostRace(db: Db, input: CompleteSaleInput, error: unknown): Promise<Sale | null> {
  // The database away is no race: asking it again would only wait as long again before the till hears so.
  if (isDatabaseOutage(error)) throw error;
  const existing = await saleRepository.findOrder(db, input.id);
  if (existing && existing.status !== 'parked' && existing.status !== 'discarded') return getSale(db, input.id);
  if (!isUniqueViolation(error)) throw error;
  if (!input.number) throw error;
  const message = saying(saleRefusals.orderNumberUsed);
  throw badRequest(message, [{ path: 'number', message }]);
}
