import { randomUUID } from 'node:crypto';
import { loyaltyPointsEarned } from '@tillwise/core/customer/loyalty';
import { normaliseGiftCardCode } from '@tillwise/core/gift-card/gift-card-rules';
import { salePaymentId } from '@tillwise/core/sale/sale-ids';
import { formatMoney } from '@tillwise/core/money/money';
import { settleTenders } from '@tillwise/core/payment/tender';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import type { ChainPaymentSettings } from '@tillwise/core/settings/payment-settings';
import { businessDate } from '@tillwise/core/report/business-date';
import { offlinePointsTaken } from '@tillwise/core/sale/offline-sale';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import type { CompleteSaleInput, OfflineCapture } from '@tillwise/core/sale/sale-input-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { PlanParam, PlanStep } from '../db/plan';
import { moveStockSteps } from '../db/repositories/inventory-repository';
import * as promotionRepository from '../db/repositories/promotion-repository';
import type * as saleRepository from '../db/repositories/sale-repository';
import * as saleWriteRepository from '../db/repositories/sale-write-repository';
import { insertStep } from '../db/fast-insert';
import { badRequest, conflict, reworded } from '../lib/errors';
import type { DomainError } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { saleRefusals } from './sale-messages';
import { auditRows } from './audit-service';
import { withApprovals } from './override-cart-service';
import { saleAuditEntries } from './sale-audit';
import { lineRows, orderFigures, orderPromotionRows } from './sale-rows';
import type { PricedCart } from './sale-pricing';
import { saleReportSteps } from './report-rollup-service';
import type { SoldGiftCard } from './gift-card-service';
import { webhookEventStep } from './webhook-outbox';

// What a completed sale writes, worked out before it is written (complete-sale.ts decides how it is recorded): its
// money settled, its rows, the plan steps that write them, and the answer the till hears.

/** Tenders only the server's ledgers can check, so a till offline cannot take them. */
export const serverOnlyMethods: readonly PaymentMethod[] = [
  'voucher',
  'store_credit',
  'account',
  'layaway',
  'special_order',
];

/** The number a plan takes from the counter stands in the audit text until it is known. */
export const numberMark = '@@number@@';

export interface SaleRequest {
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

type Tendered = Extract<ReturnType<typeof settleTenders>, { ok: true }>;

export interface WorkedOutSale {
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
export function workOut(
  request: SaleRequest,
  cart: PricedCart,
  settings: ChainPaymentSettings,
): Omit<WorkedOutSale, 'place' | 'cart' | 'existing' | 'sold'> | { problem: DomainError } {
  const { input, offline } = request;
  const giftCards = input.giftCards ?? [];
  if (cart.totals.totalCents !== input.expectedTotalCents) {
    if (offline) {
      const total = formatMoney(cart.totals.totalCents, cart.pricing.money);
      const message = saying(saleRefusals.offlineTotalDiffers, { total });
      return { problem: badRequest(message, [{ path: 'expectedTotalCents', message }]) };
    }
    return {
      problem: conflict(
        saying(saleRefusals.pricesChanged, { total: formatMoney(cart.totals.totalCents, cart.pricing.money) }),
      ),
    };
  }
  if (offline && (giftCards.length > 0 || input.payments.some((p) => serverOnlyMethods.includes(p.method)))) {
    const message = saying(saleRefusals.needsServer);
    return { problem: badRequest(message, [{ path: 'payments', message }]) };
  }
  const giftCardsCents = giftCards.reduce((sum, card) => sum + card.amountCents, 0);
  const settleAgain = () =>
    settleTenders(
      cart.totals.totalCents + giftCardsCents,
      input.payments,
      {
        // Offline the till checked points against its own copy of the balance; the shortfall is settled below.
        customerPoints: cart.customer ? (offline ? Number.MAX_SAFE_INTEGER : cart.customer.loyalty_points) : null,
        enabledMethods: settings.enabledMethods,
        voucherPrefix: settings.voucherPrefix,
        cashRoundingStep: cart.pricing.cashRoundingStep,
      },
      cart.pricing.money,
    );
  const tender = settleAgain();
  if (!tender.ok) {
    const message = reworded(() => {
      const again = settleAgain();
      return again.ok ? null : again.error;
    });
    return { problem: badRequest(message, [{ path: 'payments', message }]) };
  }
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
export function saleRows(request: SaleRequest, sale: WorkedOutSale, number: PlanParam) {
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

export type SaleRows = ReturnType<typeof saleRows>;

/**
 * Everything the sale writes once its checks have passed: the order (or the parked one completed), its lines and
 * payments, the stock it moved, the customer's points, the day's report figures and the audit log. The number is
 * known, or left to the plan's counter step (bound as `number`).
 */
export function saleWriteSteps(
  request: SaleRequest,
  sale: WorkedOutSale,
  written: SaleRows,
  answered: Sale,
): PlanStep[] {
  const { input, storeId, staff } = request;
  const { lines, row, changes, number } = written;
  const createdAt = request.at.toISOString();
  const steps: PlanStep[] = row
    ? [saleWriteRepository.insertOrderStep(row)]
    : saleWriteRepository.completeParkedOrderSteps(input.id, changes ?? {});
  if (lines.length > 0) steps.push(saleWriteRepository.insertOrderLinesStep(lines));
  if (sale.payments.length > 0) steps.push(saleWriteRepository.insertPaymentsStep(sale.payments));
  const promotions = orderPromotionRows(input.id, storeId, request.day, sale.cart);
  if (promotions.length > 0) steps.push(promotionRepository.insertOrderPromotionsStep(promotions));
  // Selling below zero is allowed (offline too: the goods have gone); the product then shows as critical stock.
  const { ledger, stock } = moveStockSteps(
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
  steps.push(
    webhookEventStep(
      {
        event: 'sale.completed',
        resource: { type: 'sale', id: input.id },
        storeId,
        data: answered,
        at: request.now,
      },
      typeof number !== 'string',
    ),
  );
  // Rows every other sale wants too (points, stock, the day's figures) come last, to be held the shortest time.
  const customer = sale.cart.customer;
  if (customer && sale.loyaltyEarned !== sale.loyaltyRedeemed) {
    steps.push(saleWriteRepository.loyaltyStep(customer.id, sale.loyaltyEarned - sale.loyaltyRedeemed));
  }
  steps.push(...stock);
  const figures = row ?? changes;
  steps.push(
    ...saleReportSteps({
      storeId,
      businessDate: request.day,
      userId: staff.id,
      customerId: sale.cart.customer?.id ?? null,
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
    saleAuditEntries(row, sale.payments, input, staff, note, sale.cart.pricing.money),
    sale.cart.approvals,
    row,
    staff,
    sale.cart.pricing.money,
  );
  const rows = auditRows(entries, request.now, businessDate(request.now, request.timeZone));
  if (number !== numberMark) return insertStep('audit_log', rows);
  return insertStep(
    'audit_log',
    rows.map((entry) => ({ ...entry, summary: { template: entry.summary }, details: { template: entry.details } })),
  );
}
