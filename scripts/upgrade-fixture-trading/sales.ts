// A till's day: opened with a float, selling every way a till can, a refund and a return, offline sales, and the
// shift closed with its Z report.
import { randomUUID } from 'node:crypto';
import type { Shop } from './back-office';
import type { TillwiseApi } from './http';
import { card, cash, partly, sell, totalOf } from './till';
import type { Sale } from './till';

export interface Till {
  id: string;
  shiftId: string;
  /** The first order number of the till's block, kept for a sale taken offline. */
  firstNumber: number;
}

/**
 * A till of its own: a shift opened with a float, a block of numbers and a credential to sell offline with, and a
 * customer display paired with it.
 */
export async function openTill(api: TillwiseApi): Promise<Till> {
  const till = await api.call<{ id: string }>('POST', '/tills', { name: 'Upgrade Fixture Till' });
  const shift = await api.call<{ id: string }>('POST', '/shifts', {
    id: randomUUID(),
    tillId: till.id,
    count: { totalCents: 15_000 },
  });
  const block = await api.call<{ firstValue: number }>('POST', `/tills/${till.id}/number-blocks`, {
    kind: 'order',
    size: 5,
  });
  await api.call('POST', '/offline-credentials', { tillId: till.id });
  await api.call('POST', '/displays/pair', { tillId: till.id });
  await api.call('PUT', '/displays/state', {
    tillId: till.id,
    state: {
      phase: 'cart',
      lines: [{ name: 'Upgrade Fixture Cheddar', quantityText: '0.5 lb', amountCents: 650 }],
      subtotalCents: 650,
      discountCents: 0,
      taxes: [],
      totalCents: 650,
    },
  });
  return { id: till.id, shiftId: shift.id, firstNumber: block.firstValue };
}

/**
 * Sales: cash for the customer, card with the pot's promotion, cash and card with weighed cheese, a spend over the
 * threshold with the coupon, a gift card sold then spent in part, store credit spent; the cashier's discount past
 * her own limit on the manager's PIN; a cart parked for later; a pay-out. Answers the customer's cash sale.
 */
export async function sellTheDay(api: TillwiseApi, shop: Shop, till: Till): Promise<Sale> {
  const { seeds, pot, tool, plant, cheddar, customer } = shop;
  const byCash = await sell(api, till.id, [{ productId: pot.id, quantity: 2 }], cash, { customerId: customer.id });
  await sell(api, till.id, [{ productId: pot.id, quantity: 3 }], card);
  const weighed = [
    { productId: tool.id, quantity: 1 },
    { productId: cheddar.id, quantity: 227 },
  ];
  await sell(api, till.id, weighed, partly('cash', 1000));
  const overThreshold = [
    { productId: plant.id, quantity: 4 },
    { productId: tool.id, quantity: 2 },
  ];
  await sell(api, till.id, overThreshold, card, { customerId: customer.id, couponCodes: ['UPGRADE5'] });
  await sell(api, till.id, [], card, { giftCards: [{ code: 'GV-UPGRADE-1', amountCents: 5000 }] });
  await sell(api, till.id, [{ productId: seeds.id, quantity: 2 }], partly('voucher', 1500, 'GV-UPGRADE-1'));
  await sell(api, till.id, [{ productId: pot.id, quantity: 1 }], partly('store_credit', 1000), {
    customerId: customer.id,
  });

  await api.as('user-cashier', '3333', async () => {
    const override = randomUUID();
    await api.call('POST', '/overrides', {
      id: override,
      tillId: till.id,
      action: 'discount',
      details: { percent: 20 },
      approval: { userId: 'user-manager', pin: '2222' },
    });
    const discounted = [{ productId: seeds.id, quantity: 1, discount: { kind: 'percent' as const, percent: 20 } }];
    await sell(api, till.id, discounted, card, { overrideId: override });
  });
  await api.call('POST', '/sales/parked', {
    id: randomUUID(),
    tillId: till.id,
    lines: [{ productId: pot.id, quantity: 1 }],
    customerId: customer.id,
    note: 'Collecting after lunch',
  });
  await api.call('POST', `/shifts/${till.shiftId}/cash-movements`, {
    id: randomUUID(),
    kind: 'pay_out',
    amountCents: 800,
    reason: 'Window cleaner',
  });
  return byCash;
}

/** A unit of the cash sale refunded; goods brought back without a receipt, as store credit. */
export async function refundAndReturn(api: TillwiseApi, shop: Shop, till: Till, byCash: Sale): Promise<void> {
  await api.call('POST', '/refunds', {
    id: randomUUID(),
    saleId: byCash.id,
    tillId: till.id,
    lines: [{ saleLineId: byCash.lines[0]!.id, quantity: 1 }],
    reason: 'Cracked in the car',
  });
  await api.call('POST', '/returns', {
    id: randomUUID(),
    tillId: till.id,
    lines: [{ productId: shop.tool.id, quantity: 1 }],
    tender: 'store_credit',
    customerId: shop.customer.id,
    reason: 'Gift, unwanted',
  });
}

/**
 * Offline: a sale the till took ten minutes ago on a number of its block, sent by its outbox when the server was
 * back; one it says the cashier took, without her credential, held for a manager.
 */
export async function sellOffline(api: TillwiseApi, shop: Shop, till: Till): Promise<void> {
  const offline = {
    id: randomUUID(),
    tillId: till.id,
    number: `ORD-${till.firstNumber}`,
    lines: [{ productId: shop.seeds.id, quantity: 3, unitPriceCents: shop.seeds.priceCents }],
    payments: [{ method: 'card', amountCents: 1 }],
    offline: { capturedAt: new Date(Date.now() - 10 * 60_000).toISOString() },
  };
  const offlineTotal = await totalOf(api, offline);
  const sent = await api.call<{ results: { status: number }[] }>('POST', '/sales/batch', {
    sales: [{ ...offline, payments: card(offlineTotal), expectedTotalCents: offlineTotal }],
  });
  if (sent.results.some((result) => result.status !== 200)) throw new Error(JSON.stringify(sent));
  const held = { ...offline, id: randomUUID(), number: undefined, lines: [{ ...offline.lines[0]!, quantity: 1 }] };
  const heldTotal = await totalOf(api, held);
  const takenByCashier = { ...held.offline, takenBy: 'user-cashier' };
  const heldSale = { ...held, offline: takenByCashier, payments: card(heldTotal), expectedTotalCents: heldTotal };
  await api.call('POST', '/sales', heldSale, [202]);
}

/** The drawer counted as expected, the shift closed (its Z report) leaving the float. */
export async function closeShift(api: TillwiseApi, till: Till): Promise<void> {
  const report = await api.call<{ figures: { drawer: { expectedCents: number } } }>('GET', `/shifts/${till.shiftId}`);
  await api.call('POST', `/shifts/${till.shiftId}/count`, {
    count: { totalCents: report.figures.drawer.expectedCents },
  });
  await api.call('POST', `/shifts/${till.shiftId}/close`, { floatLeftCents: 15_000 });
}
