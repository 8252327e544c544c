import { randomUUID } from 'node:crypto';
import { loyaltyPointsEarned } from '@tillwise/core/customer/loyalty';
import { normaliseGiftCardCode } from '@tillwise/core/gift-card/gift-card-rules';
import { salePaymentId } from '@tillwise/core/sale/sale-ids';
import { formatMoney } from '@tillwise/core/money/money';
import { settleTenders } from '@tillwise/core/payment/tender';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import type { ChainPaymentSettings } from '@tillwise/core/settings/payment-settings';
import { businessDate } from '@tillwise/core/report/business-date';
import { offlineCardOverLimit, offlineInstant, offlinePointsTaken } from '@tillwise/core/sale/offline-sale';
import { formatOrderNumber, parseOrderNumber } from '@tillwise/core/sale/sale-numbers';
import type { CompleteSaleInput, OfflineCapture, Sale } from '@tillwise/core/sale/sale-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import type { PlanParam, PlanStep } from '../db/plan';
import { runPlanIn } from '../db/plan-runner';
import { moveStockSteps } from '../db/repositories/inventory-repository';
import { numberIssuedStep } from '../db/repositories/number-block-repository';
import * as saleRepository from '../db/repositories/sale-repository';
import { isUniqueViolation } from '../db/unique-violation';
import { insertStep } from '../db/fast-insert';
import { badRequest, conflict, DomainError } from '../lib/errors';
import { auditRows } from './audit-service';
import { checkBlockNumber } from './number-block-service';
import { checkOfflineCards, offlinePlace } from './offline-sale';
import { withApprovals } from './override-service';
import { saleAuditEntries } from './sale-audit';
import { toSale } from './sale-mapper';
import { lineRows, orderFigures, priceCart } from './sale-pricing';
import type { PricedCart } from './sale-pricing';
import { forgetSaleReads, guards, keptPaymentSettings, keptProducts, keptStore, keptTill } from './sale-reads';
import { getSale } from './sale-service';
import { saleReportSteps } from './report-rollup-service';
import { redeemGiftCard, sellGiftCards } from './gift-card-service';
import type { SoldGiftCard } from './gift-card-service';
import { getPaymentSettings, getStorePricing, getStoreTimeZone, pricingOfStoreRow } from './settings-service';
import { redeemStoreCredit } from './store-credit-service';
import { shiftForTransaction } from './shift-service';

/** Tenders only the server's ledgers can check, so a till offline cannot take them. */
const serverOnlyMethods: readonly PaymentMethod[] = ['voucher', 'store_credit'];

/** The number a plan takes from the counter stands in the audit text until it is known. */
const numberMark = '@@number@@';

interface SaleRequest {
  storeId: string;
  input: CompleteSaleInput;
  staff: StaffMember;
  offline: OfflineCapture | null;
  /** When it was sold (the till's time for a sale taken offline) and the store's business day then. */
  at: Date;
  day: string;
  now: Date;
  timeZone: string;
}

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
    throw badRequest('The cart is empty', [{ path: 'lines', message: 'The cart is empty' }]);
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
    !input.lines.some((line) => line.priceOverrideId)
  );
}

/** The sale as a plan; null when it must be recorded the careful way (recordInTransaction) instead. */
async function recordByPlan(writer: GroupCommit, db: Db, request: SaleRequest): Promise<Sale | null> {
  const { storeId, input, offline } = request;
  const [till, store, payments, products] = await Promise.all([
    keptTill(db, input.tillId),
    keptStore(db, storeId),
    keptPaymentSettings(db),
    keptProducts(db, storeId, [...new Set(input.lines.map((line) => line.productId))]),
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
      offline: offline !== null,
      now: request.at,
      products: async () => products,
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
  const steps = [
    saleRepository.orderIsNewStep(input.id),
    ...guards(till, store, payments, products),
    number === null ? saleRepository.takeOrderNumberStep('ORD-') : numberIssuedStep(place.tillId, 'order', number),
    ...saleWriteSteps(request, sale, written),
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
    if (outcome.bound.existing === 'discarded') throw conflict('This parked sale was discarded');
    return getSale(db, input.id);
  }
  if (outcome.stopped) {
    // Something the plan relied on changed (a shift closed, a setting saved): read it all again.
    forgetSaleReads(db);
    return null;
  }
  return answer(request, sale, written, String(outcome.bound.number ?? input.number));
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
      if (existing.status === 'discarded') throw conflict('This parked sale was discarded');
      return null;
    }
    const paymentSettings = await getPaymentSettings(trx);
    const place = offline
      ? await offlinePlace(trx, storeId, input.tillId)
      : await shiftForTransaction(trx, storeId, input.tillId, paymentSettings.enabledMethods.includes('cash'));
    if (input.number) await checkBlockNumber(trx, place.tillId, 'order', input.number);
    const cart = await priceCart(trx, storeId, input, staff, {
      pricing: await getStorePricing(trx, storeId),
      offline: offline !== null,
      now: request.at,
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
    }
    const sold = giftCards.length > 0 ? await sellGiftCards(trx, { ...ledger, cards: giftCards }) : [];
    const sale: WorkedOutSale = { ...worked, place, cart, existing, sold };
    const number =
      existing?.number ?? input.number ?? formatOrderNumber(await saleRepository.nextCounterValue(trx, 'order_number'));
    const written = saleRows(request, sale, number);
    const outcome = await runPlanIn(trx, { steps: saleWriteSteps(request, sale, written) });
    if (!outcome.ok || outcome.stopped) throw conflict('The sale could not be recorded. Try again.');
    return answer(request, sale, written, number);
  });
  const recorded = await run.catch((error: unknown) => answerLostRace(db, input, error));
  return recorded ?? getSale(db, input.id);
}

/**
 * Another server sharing the database recorded this sale between our read and write: whatever this attempt ran
 * into (its key, or its number now taken by that very sale), the answer is the sale as recorded.
 */
async function answerLostRace(db: Db, input: CompleteSaleInput, error: unknown): Promise<Sale | null> {
  const existing = await saleRepository.findOrder(db, input.id);
  if (existing && existing.status !== 'parked' && existing.status !== 'discarded') return getSale(db, input.id);
  if (!isUniqueViolation(error)) throw error;
  if (!input.number) throw error;
  const message = 'That order number is already used';
  throw badRequest(message, [{ path: 'number', message }]);
}

type Tendered = Extract<ReturnType<typeof settleTenders>, { ok: true }>;

interface WorkedOutSale {
  cart: PricedCart;
  tender: Tendered;
  payments: ReturnType<typeof paymentRows>;
  loyaltyEarned: number;
  loyaltyRedeemed: number;
  loyaltyShortfall: number;
  giftCardsCents: number;
  place: { tillId: string; shiftId: string | null };
  /** The parked sale this one completes, or null. */
  existing: Awaited<ReturnType<typeof saleRepository.findOrder>> | null;
  sold: SoldGiftCard[];
}

/** The sale's money: checks the total the till expected, settles the tenders and works out the loyalty. */
function workOut(
  request: SaleRequest,
  cart: PricedCart,
  settings: ChainPaymentSettings,
): Omit<WorkedOutSale, 'place' | 'cart' | 'existing' | 'sold'> | { problem: DomainError } {
  const { input, offline } = request;
  const giftCards = input.giftCards ?? [];
  if (cart.totals.totalCents !== input.expectedTotalCents) {
    if (offline) {
      const message = `The lines come to ${formatMoney(cart.totals.totalCents)} at the prices the till showed`;
      return { problem: badRequest(message, [{ path: 'expectedTotalCents', message }]) };
    }
    return {
      problem: conflict(
        `Prices have changed: the total is now ${formatMoney(cart.totals.totalCents)}. Check the cart and take payment again.`,
      ),
    };
  }
  if (offline && (giftCards.length > 0 || input.payments.some((p) => serverOnlyMethods.includes(p.method)))) {
    const message = 'Gift cards and store credit need the server: this sale cannot be taken offline';
    return { problem: badRequest(message, [{ path: 'payments', message }]) };
  }
  const giftCardsCents = giftCards.reduce((sum, card) => sum + card.amountCents, 0);
  const tender = settleTenders(cart.totals.totalCents + giftCardsCents, input.payments, {
    // Offline the till checked points against its own copy of the balance; the shortfall is settled below.
    customerPoints: cart.customer ? (offline ? Number.MAX_SAFE_INTEGER : cart.customer.loyalty_points) : null,
    enabledMethods: settings.enabledMethods,
    voucherPrefix: settings.voucherPrefix,
    cashRoundingStep: cart.pricing.cashRoundingStep,
  });
  if (!tender.ok) return { problem: badRequest(tender.error, [{ path: 'payments', message: tender.error }]) };
  const points = offlinePointsTaken(tender.loyaltyPointsRedeemed, cart.customer?.loyalty_points ?? 0);
  // A gift card bought earns nothing: the points come when it is spent.
  const earningCents = Math.max(0, tender.paidWithoutLoyaltyCents - giftCardsCents);
  return {
    tender,
    payments: paymentRows(input, tender, offline !== null, request.at.toISOString()),
    loyaltyEarned: cart.customer ? loyaltyPointsEarned(earningCents) : 0,
    loyaltyRedeemed: offline ? points.taken : tender.loyaltyPointsRedeemed,
    loyaltyShortfall: points.shortfall,
    giftCardsCents,
  };
}

function paymentRows(input: CompleteSaleInput, tender: Tendered, offline: boolean, createdAt: string) {
  return tender.tenders.map((t, position) => ({
    id: salePaymentId(input.id, position),
    order_id: input.id,
    method: t.method,
    // A card taken offline was only stored by the till; it is authorised once the till is back online.
    status: offline && t.method === 'card' ? 'stored' : 'completed',
    amount_cents: t.amountCents,
    tendered_cents: t.method === 'cash' ? t.tenderedCents : null,
    change_cents: t.changeCents,
    // A gift card's code as the ledger keeps it, so its refund finds the card however it was typed.
    reference: t.method === 'voucher' && t.reference ? normaliseGiftCardCode(t.reference) : t.reference,
    created_at: createdAt,
  }));
}

/** The order row as recorded (with the number as the plan takes it, when it takes one), and its lines. */
function saleRows(request: SaleRequest, sale: WorkedOutSale, number: PlanParam) {
  const { input, storeId, staff, offline } = request;
  const createdAt = request.at.toISOString();
  const order = {
    ...orderFigures(input, sale.cart),
    status: 'completed',
    user_id: staff.id,
    loyalty_earned: sale.loyaltyEarned,
    loyalty_redeemed: sale.loyaltyRedeemed,
    completed_at: createdAt,
    business_date: request.day,
    till_id: sale.place.tillId,
    shift_id: sale.place.shiftId,
    store_id: storeId,
    captured_offline: offline ? 1 : 0,
    offline_price_differs: sale.cart.priceDiffers ? 1 : 0,
    prices_include_tax: sale.cart.pricing.pricesIncludeTax ? 1 : 0,
    cash_rounding_cents: sale.tender.cashRoundingCents,
    gift_cards_cents: sale.giftCardsCents,
    gift_cards_json: sale.sold.length > 0 ? JSON.stringify(sale.sold) : null,
  };
  const lines = lineRows(input.id, sale.cart);
  if (sale.existing) {
    return { lines, changes: input.number ? { ...order, number: input.number } : order, row: null, number };
  }
  const row = { ...order, id: input.id, number, note: null, created_at: createdAt, refunded_cents: 0 };
  return { lines, changes: null, row, number };
}

type SaleRows = ReturnType<typeof saleRows>;

/**
 * Everything the sale writes once its checks have passed: the order (or the parked one completed), its lines and
 * payments, the stock it moved, the customer's points, the day's report figures and the audit log. The number is
 * known, or left to the plan's counter step (bound as `number`).
 */
function saleWriteSteps(request: SaleRequest, sale: WorkedOutSale, written: SaleRows): PlanStep[] {
  const { input, storeId, staff } = request;
  const { lines, row, changes, number } = written;
  const createdAt = request.at.toISOString();
  const steps: PlanStep[] = row
    ? [saleRepository.insertOrderStep(row)]
    : saleRepository.completeParkedOrderSteps(input.id, changes ?? {});
  if (lines.length > 0) steps.push(saleRepository.insertOrderLinesStep(lines));
  if (sale.payments.length > 0) steps.push(saleRepository.insertPaymentsStep(sale.payments));
  // Selling below zero is allowed (offline too: the goods have gone); the product then shows as critical stock.
  const [ledger, ...stock] = moveStockSteps(
    lines.map((line) => ({
      id: randomUUID(),
      store_id: storeId,
      product_id: line.product_id,
      quantity_change: -line.quantity,
      reason: 'sale',
      reference: input.id,
      note: null,
      user_id: staff.id,
      created_at: createdAt,
    })),
  );
  if (ledger) steps.push(ledger);
  steps.push(auditStep(request, sale, typeof number === 'string' ? number : numberMark));
  // Rows every other sale wants too (points, stock, the day's figures) come last, to be held the shortest time.
  const customer = sale.cart.customer;
  if (customer && sale.loyaltyEarned !== sale.loyaltyRedeemed) {
    steps.push(saleRepository.loyaltyStep(customer.id, sale.loyaltyEarned - sale.loyaltyRedeemed));
  }
  steps.push(...stock);
  const figures = row ?? changes;
  steps.push(
    ...saleReportSteps({
      storeId,
      businessDate: request.day,
      userId: staff.id,
      order: figures!,
      lines,
      payments: sale.payments,
    }),
  );
  return steps;
}

/** The sale's audit entries; with the number still to be taken, the text carries a mark the plan fills in. */
function auditStep(request: SaleRequest, sale: WorkedOutSale, number: string): PlanStep {
  const { input, staff, offline } = request;
  const row = {
    id: input.id,
    number,
    total_cents: sale.cart.totals.totalCents,
    discount_cents: sale.cart.totals.discountCents,
    till_id: sale.place.tillId,
    customer_id: sale.cart.customer?.id ?? null,
  };
  const note = offline
    ? {
        capturedAt: request.at.toISOString(),
        priceDiffers: sale.cart.priceDiffers,
        loyaltyShortfall: sale.loyaltyShortfall,
      }
    : null;
  const entries = withApprovals(
    saleAuditEntries(row, sale.payments, input, staff, note),
    sale.cart.approvals,
    row,
    staff,
  );
  const rows = auditRows(entries, request.now, businessDate(request.now, request.timeZone));
  if (number !== numberMark) return insertStep('audit_log', rows);
  return insertStep(
    'audit_log',
    rows.map((entry) => ({ ...entry, summary: { template: entry.summary }, details: { template: entry.details } })),
  );
}

/** The sale as the till hears it, from what was just written: reading it back would cost as much as writing it. */
function answer(request: SaleRequest, sale: WorkedOutSale, written: SaleRows, number: string): Sale {
  const customer = sale.cart.customer;
  const base = sale.existing ? { ...sale.existing, ...written.changes } : written.row;
  const customerPoints = customer ? customer.loyalty_points + sale.loyaltyEarned - sale.loyaltyRedeemed : null;
  const names = {
    staff_name: request.staff.name,
    customer_name: customer?.name ?? null,
    customer_points: customerPoints,
  };
  return toSale(
    { ...(base as NonNullable<typeof base>), number, ...names },
    written.lines,
    new Map(),
    sale.payments,
    [],
  );
}
