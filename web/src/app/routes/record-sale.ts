import { newOutboxEntry } from '@tillwise/core/outbox/outbox';
import type { Tender } from '@tillwise/core/payment/tender';
import type { CartTotals } from '@tillwise/core/sale/cart-totals';
import type { SalePromotions } from '@tillwise/core/promotion/sale-promotions';
import { heldSale } from '@tillwise/core/sale/held-sale';
import type { HeldSaleInput } from '@tillwise/core/sale/held-sale';
import { offlineCardOverLimit } from '@tillwise/core/sale/offline-sale';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import type { CompleteSaleInput } from '@tillwise/core/sale/sale-input-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import { cartSaleInput } from '@/features/cart/hooks/cart-store';
import type { CartState } from '@/features/cart/hooks/cart-store';
import { refillNumbers, takeBlockNumber } from '@/features/outbox/api/number-pool-store';
import { flushOutbox, sendTimeoutMs } from '@/features/outbox/api/outbox-sender';
import { outboxStore } from '@/features/outbox/api/outbox-store';
import { ApiRequestError } from '@/lib/api-client';
import { connectivity } from '@/lib/connectivity';
import { takerOf } from './offline-taker';
import { defineMessage } from 'react-intl';
import { sayInSession } from '@/lib/i18n/core-messages';

interface PaidCart {
  tillId: string;
  state: CartState;
  totals: CartTotals;
  tenders: Tender[];
  signedIn: Pick<StaffMember, 'id' | 'name'> | undefined;
  offlineCardLimitCents: number;
  /** How the store prices (tax included or added, its name) and rounds cash, for the receipt of a sale kept offline. */
  pricing: NonNullable<HeldSaleInput['pricing']>;
  /** The promotions the till applied: an offline sale is recorded at what they took off. */
  promoted: SalePromotions | null;
  /** Posts the sale as it is now (online rules: refused if prices changed). */
  send: (body: CompleteSaleInput) => Promise<Sale>;
}

/**
 * A paid sale goes into the till's outbox before anything is sent, so it survives the page, the session and the
 * network; then it is sent at once. A refusal (the catalogue changed, a bad tender) takes it back out and throws
 * the reason for the payment dialog, as before; no answer leaves it to the outbox, and the customer is on their
 * way. It takes its receipt number from the till's own block, so the number is the same online or not.
 * Loaded when payment starts: none of this is on the till's first load.
 */
export async function recordSale({
  tillId,
  state,
  totals,
  tenders,
  signedIn,
  offlineCardLimitCents,
  pricing,
  promoted,
  send,
}: PaidCart) {
  const now = new Date();
  if (!connectivity.get().online) {
    const overLimit = offlineCardOverLimit(tenders, offlineCardLimitCents);
    if (overLimit) throw new Error(overLimit.message);
    const needsServer =
      state.giftCards.length > 0 ||
      tenders.some((t) => t.method === 'voucher' || t.method === 'store_credit' || t.method === 'account');
    if (needsServer) {
      throw new Error(
        sayInSession(
          defineMessage({
            id: 'pos.offline.needsServer',
            defaultMessage:
              'Gift cards, store credit and sales on account need the server. Take another payment method.',
          }),
        ),
      );
    }
  }
  // A parked sale brought back keeps the number it was parked under (the server has it); a new one takes the next.
  const number = state.resumedFrom ? null : await takeBlockNumber(tillId, 'order');
  const body: CompleteSaleInput = {
    id: state.saleId,
    tillId,
    ...cartSaleInput(state),
    customerId: state.customer?.id ?? null,
    discount: state.discount,
    ...(state.giftCards.length > 0 && { giftCards: state.giftCards }),
    payments: tenders,
    expectedTotalCents: totals.totalCents,
    ...(number && { number }),
  };
  // Sent again later, the sale says it was taken offline: the customer paid these prices at this moment.
  const offlineBody: CompleteSaleInput = {
    ...body,
    lines: state.lines.map((line, index) => ({
      productId: line.productId,
      quantity: line.quantity,
      discount: line.discount ?? null,
      unitPriceCents: line.unitPriceCents,
      taxRate: line.taxRate,
      promotionCents: promoted?.lines[index]?.promotionCents ?? 0,
    })),
    offline: { capturedAt: now.toISOString(), ...(signedIn && (await takerOf(signedIn.id))) },
  };
  // The receipt the customer gets if the server does not answer, worked out by the server's own rules.
  const held = heldSale({
    id: body.id,
    number: number ?? 'Sale',
    at: now,
    staff: { id: signedIn?.id ?? '', name: signedIn?.name ?? '' },
    customer: state.customer,
    lines: state.lines,
    discount: state.discount,
    tenders,
    offline: true,
    pricing,
    promoted,
  });
  const entry = newOutboxEntry(
    {
      id: body.id,
      kind: 'sale',
      path: '/sales',
      staffName: signedIn?.name ?? '',
      label: number ?? 'Sale',
      amountCents: totals.totalCents,
      body: offlineBody,
      ...(held && { sale: held }),
    },
    now,
    sendTimeoutMs * 2,
  );
  void refillNumbers(tillId, 'order');
  // A customer added at this till while the server was away must reach it before the sale that names them.
  const customerWaits = async () =>
    state.customer !== null && (await outboxStore.get(state.customer.id))?.state === 'pending';
  if (connectivity.get().online && (await customerWaits())) await flushOutbox(true);
  await outboxStore.add(entry);
  if (await customerWaits()) {
    void outboxStore.put({ ...entry, retryAt: null }).then(() => flushOutbox());
    return { kind: 'queued' as const, sale: held };
  }
  try {
    const sale = await send(body);
    const syncedAt = new Date().toISOString();
    await outboxStore.put({ ...entry, label: sale.number, state: 'synced', attempts: 1, syncedAt, sale });
    return { kind: 'recorded' as const, sale };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status !== 401 && error.status < 500) {
      await outboxStore.remove(entry.id);
      throw error;
    }
    void outboxStore.put({ ...entry, retryAt: null }).then(() => flushOutbox());
    return { kind: 'queued' as const, sale: held };
  }
}
