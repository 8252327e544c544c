import { randomUUID } from 'node:crypto';
import { loyaltyPointsEarned } from '@tillwise/core/customer/loyalty';
import { normaliseGiftCardCode } from '@tillwise/core/gift-card/gift-card-rules';
import { salePaymentId } from '@tillwise/core/sale/sale-ids';
import { formatMoney } from '@tillwise/core/money/money';
import { settleTenders } from '@tillwise/core/payment/tender';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import { businessDate } from '@tillwise/core/report/business-date';
import { offlineInstant, offlinePointsTaken } from '@tillwise/core/sale/offline-sale';
import { formatOrderNumber } from '@tillwise/core/sale/sale-numbers';
import type { CompleteSaleInput, Sale } from '@tillwise/core/sale/sale-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import { moveStock } from '../db/repositories/inventory-repository';
import * as saleRepository from '../db/repositories/sale-repository';
import { isUniqueViolation } from '../db/unique-violation';
import { badRequest, conflict } from '../lib/errors';
import { recordAudit } from './audit-service';
import { checkBlockNumber } from './number-block-service';
import { checkOfflineCards, offlinePlace } from './offline-sale';
import { withApprovals } from './override-service';
import { saleAuditEntries } from './sale-audit';
import { toSale } from './sale-mapper';
import { lineRows, orderFigures, priceCart } from './sale-pricing';
import { getSale } from './sale-service';
import { recordSaleInReports } from './report-rollup-service';
import { redeemGiftCard, sellGiftCards } from './gift-card-service';
import { getPaymentSettings, getStoreTimeZone } from './settings-service';
import { redeemStoreCredit } from './store-credit-service';
import { shiftForTransaction } from './shift-service';

/** Tenders only the server's ledgers can check, so a till offline cannot take them. */
const serverOnlyMethods: readonly PaymentMethod[] = ['voucher', 'store_credit'];

/**
 * Records a sale in one transaction: order, lines, payments, a stock movement per line and the customer's
 * loyalty. The till creates the sale id, so sending the same sale again (even to another server at the same
 * moment) returns the recorded one instead of charging twice; a parked sale with that id is completed in place.
 * A sale taken offline is recorded as the till took it (see offline-sale.ts and sale-pricing.ts).
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
  const timeZone = await getStoreTimeZone(db, storeId);
  const offline = input.offline ?? null;
  const at = offline ? offlineInstant(offline.capturedAt, now) : now;
  const day = businessDate(at, timeZone);
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
    const cart = await priceCart(trx, storeId, input, staff, offline !== null, at);
    if (cart.totals.totalCents !== input.expectedTotalCents) {
      if (offline) {
        const message = `The lines come to ${formatMoney(cart.totals.totalCents)} at the prices the till showed`;
        throw badRequest(message, [{ path: 'expectedTotalCents', message }]);
      }
      throw conflict(
        `Prices have changed: the total is now ${formatMoney(cart.totals.totalCents)}. Check the cart and take payment again.`,
      );
    }
    if (offline && (giftCards.length > 0 || input.payments.some((p) => serverOnlyMethods.includes(p.method)))) {
      const message = 'Gift cards and store credit need the server: this sale cannot be taken offline';
      throw badRequest(message, [{ path: 'payments', message }]);
    }
    const giftCardsCents = giftCards.reduce((sum, card) => sum + card.amountCents, 0);
    const tender = settleTenders(cart.totals.totalCents + giftCardsCents, input.payments, {
      // Offline the till checked points against its own copy of the balance; the shortfall is settled below.
      customerPoints: cart.customer ? (offline ? Number.MAX_SAFE_INTEGER : cart.customer.loyalty_points) : null,
      enabledMethods: paymentSettings.enabledMethods,
      voucherPrefix: paymentSettings.voucherPrefix,
      cashRoundingStep: cart.pricing.cashRoundingStep,
    });
    if (!tender.ok) throw badRequest(tender.error, [{ path: 'payments', message: tender.error }]);
    if (offline) await checkOfflineCards(trx, storeId, input.payments);
    const points = offlinePointsTaken(tender.loyaltyPointsRedeemed, cart.customer?.loyalty_points ?? 0);
    const loyaltyRedeemed = offline ? points.taken : tender.loyaltyPointsRedeemed;

    const createdAt = at.toISOString();
    // A gift card bought earns nothing: the points come when it is spent.
    const earningCents = Math.max(0, tender.paidWithoutLoyaltyCents - giftCardsCents);
    const loyaltyEarned = cart.customer ? loyaltyPointsEarned(earningCents) : 0;
    const payments = tender.tenders.map((t, position) => ({
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
    const ledger = { storeId, orderId: input.id, userId: staff.id, at: createdAt };
    // Stored value is taken before any card is sold, so a gift card can never pay for its own top-up.
    for (const payment of payments) {
      if (payment.method === 'voucher' && payment.reference) {
        await redeemGiftCard(trx, { ...ledger, code: payment.reference, amountCents: payment.amount_cents });
      }
      if (payment.method === 'store_credit' && cart.customer) {
        await redeemStoreCredit(trx, { ...ledger, customerId: cart.customer.id, amountCents: payment.amount_cents });
      }
    }
    const sold = giftCards.length > 0 ? await sellGiftCards(trx, { ...ledger, cards: giftCards }) : [];
    const order = {
      ...orderFigures(input, cart),
      status: 'completed',
      user_id: staff.id,
      loyalty_earned: loyaltyEarned,
      loyalty_redeemed: loyaltyRedeemed,
      completed_at: createdAt,
      business_date: day,
      till_id: place.tillId,
      shift_id: place.shiftId,
      store_id: storeId,
      captured_offline: offline ? 1 : 0,
      offline_price_differs: cart.priceDiffers ? 1 : 0,
      prices_include_tax: cart.pricing.pricesIncludeTax ? 1 : 0,
      cash_rounding_cents: tender.cashRoundingCents,
      gift_cards_cents: giftCardsCents,
      gift_cards_json: sold.length > 0 ? JSON.stringify(sold) : null,
      ...(input.number ? { number: input.number } : {}),
    };
    const row = existing
      ? { ...existing, ...order }
      : {
          ...order,
          id: input.id,
          number: input.number ?? formatOrderNumber(await saleRepository.nextCounterValue(trx, 'order_number')),
          note: null,
          created_at: createdAt,
          refunded_cents: 0,
        };
    if (existing) await saleRepository.updateOrder(trx, input.id, order);
    else await saleRepository.insertOrder(trx, row);

    const lines = lineRows(input.id, cart);
    if (existing) await saleRepository.deleteOrderLines(trx, input.id);
    await saleRepository.insertOrderLines(trx, lines);
    await saleRepository.insertPayments(trx, payments);
    // Selling below zero is allowed (offline too: the goods have gone); the product then shows as critical stock.
    await moveStock(
      trx,
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
    if (cart.customer) {
      await saleRepository.adjustLoyaltyPoints(trx, cart.customer.id, loyaltyEarned - loyaltyRedeemed);
    }
    await recordSaleInReports(trx, { storeId, businessDate: day, userId: staff.id, order: row, lines, payments });
    const note = offline
      ? { capturedAt: createdAt, priceDiffers: cart.priceDiffers, loyaltyShortfall: points.shortfall }
      : null;
    const entries = withApprovals(saleAuditEntries(row, payments, input, staff, note), cart.approvals, row, staff);
    await recordAudit(trx, entries, now, businessDate(now, timeZone));
    // Answer from what was just written rather than reading it back: the read would cost as much as the write.
    const customerPoints = cart.customer ? cart.customer.loyalty_points + loyaltyEarned - loyaltyRedeemed : null;
    const names = {
      staff_name: staff.name,
      customer_name: cart.customer?.name ?? null,
      customer_points: customerPoints,
    };
    return toSale({ ...row, ...names }, lines, new Map(), payments, []);
  });
  const recorded = await run.catch(async (error: unknown) => {
    // Another server sharing the database recorded this sale between our read and write: whatever this attempt
    // ran into (its key, or its number now taken by that very sale), the answer is the sale as recorded.
    const existing = await saleRepository.findOrder(db, input.id);
    if (existing && existing.status !== 'parked' && existing.status !== 'discarded') return null;
    if (!isUniqueViolation(error)) throw error;
    if (!input.number) throw error;
    const message = 'That order number is already used';
    throw badRequest(message, [{ path: 'number', message }]);
  });
  return recorded ?? getSale(db, input.id);
}
