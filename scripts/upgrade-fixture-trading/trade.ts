// Selling to trade customers and ahead of the day (issue 45, migrations 037–040): a trade account, quotes,
// layaways and special orders. Each part skips itself on a release without its routes.
import { randomUUID } from 'node:crypto';
import type { Shop } from './back-office';
import type { TillwiseApi } from './http';
import type { Till } from './sales';
import { card, dayIn, sell } from './till';
import type { Line } from './till';

interface Quote {
  id: string;
  totalCents: number;
  lines: { productId: string; quantity: number; unitPriceCents: number }[];
}
interface Layaway {
  id: string;
  balanceCents: number;
}
interface SpecialOrder {
  id: string;
  productId: string;
  purchaseOrder: { id: string } | null;
}

/** The parts of a later release the trading reached, for its summary. */
export type TradeDone = ('trade account' | 'quotes' | 'layaways' | 'special orders')[];

export async function tradeAhead(api: TillwiseApi, shop: Shop, till: Till): Promise<TradeDone> {
  const done: TradeDone = [];
  if (await tradeOnAccount(api, shop, till)) done.push('trade account');
  if (await quote(api, shop, till)) done.push('quotes');
  if (await layAway(api, shop, till)) done.push('layaways');
  if (await orderIn(api, shop, till)) done.push('special orders');
  return done;
}

/** The customer given a $1,000 limit on 30 days' terms, a sale put on the account, part of it paid by cheque. */
async function tradeOnAccount(api: TillwiseApi, { customer, plant }: Shop, till: Till): Promise<boolean> {
  const terms = { creditLimitCents: 100_000, termsDays: 30 };
  if (!(await api.callIfServed('PUT', `/customers/${customer.id}/account`, terms))) return false;
  const onAccount = (due: number) => [{ method: 'account', amountCents: due }];
  const invoice = await sell(api, till.id, [{ productId: plant.id, quantity: 2 }], onAccount, {
    customerId: customer.id,
  });
  await api.call('POST', `/customers/${customer.id}/account/payments`, {
    id: randomUUID(),
    amountCents: Math.floor(invoice.totalCents / 2),
    method: 'cheque',
    reference: 'CHQ 1001',
    tillId: null,
  });
  return true;
}

/** A quote for the customer left open, with a discount typed on a line; another sold at the till at its prices. */
async function quote(api: TillwiseApi, { customer, plant, tool, seeds, timeZone }: Shop, till: Till) {
  const quoteOf = (lines: Line[], note: string) => ({
    id: randomUUID(),
    tillId: till.id,
    customerId: customer.id,
    validUntil: dayIn(timeZone, 30),
    lines,
    note,
  });
  const open = await api.callIfServed<Quote>(
    'POST',
    '/quotes',
    quoteOf(
      [
        { productId: plant.id, quantity: 6 },
        { productId: tool.id, quantity: 2, discount: { kind: 'percent', percent: 10 } },
      ],
      'Planting the new beds',
    ),
  );
  if (!open) return false;
  const sold = await api.call<Quote>('POST', '/quotes', quoteOf([{ productId: seeds.id, quantity: 5 }], 'Seed order'));
  const asQuoted = sold.lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    priceOverrideCents: line.unitPriceCents,
  }));
  await sell(api, till.id, asQuoted, card, { customerId: customer.id, quoteId: sold.id });
  return true;
}

/**
 * Layaways for the customer, each with a cash deposit: one paid by card since and still open, one paid off (its
 * last payment completes it as a sale), one cancelled (the store keeps its fee, the rest given back).
 */
async function layAway(api: TillwiseApi, { customer, plant, pot, tool, timeZone }: Shop, till: Till) {
  const layaway = (lines: Line[], depositCents: number) => ({
    id: randomUUID(),
    tillId: till.id,
    customerId: customer.id,
    dueDate: dayIn(timeZone, 60),
    lines,
    note: 'Collect before the spring',
    deposit: { id: randomUUID(), method: 'cash', amountCents: depositCents, tenderedCents: depositCents },
  });
  const putBy = (lines: Line[], depositCents: number) =>
    api.call<Layaway>('POST', '/layaways', layaway(lines, depositCents));
  const pay = (layaway: Layaway, amountCents: number) =>
    api.call<Layaway>('POST', `/layaways/${layaway.id}/payments`, {
      id: randomUUID(),
      tillId: till.id,
      method: 'card',
      amountCents,
    });
  const open = await api.callIfServed<Layaway>(
    'POST',
    '/layaways',
    layaway([{ productId: plant.id, quantity: 3 }], 1_000),
  );
  if (!open) return false;
  await pay(open, 500);
  const paidOff = await putBy([{ productId: pot.id, quantity: 2 }], 500);
  await pay(paidOff, paidOff.balanceCents);
  const cancelled = await putBy([{ productId: tool.id, quantity: 1 }], 1_000);
  await api.call('POST', `/layaways/${cancelled.id}/cancel`, { tillId: till.id });
  return true;
}

/**
 * Special orders for the customer: pots on order from the supplier with a card deposit; a one-off urn (not in the
 * catalogue) with a cash deposit, its purchase order received, collected at the till.
 */
async function orderIn(api: TillwiseApi, { customer, pot }: Shop, till: Till) {
  const [supplier] = await api.call<{ id: string }[]>('GET', '/suppliers');
  const order = (item: object, deposit: object) => ({
    id: randomUUID(),
    tillId: till.id,
    customerId: customer.id,
    supplierId: supplier!.id,
    note: 'Ring when it is in',
    deposit: { id: randomUUID(), ...deposit },
    ...item,
  });
  const pots = order({ productId: pot.id, quantity: 6 }, { method: 'card', amountCents: 1_500 });
  if (!(await api.callIfServed('POST', '/special-orders', pots))) return false;
  const oneOff = { name: 'Upgrade Fixture Stone Urn', priceCents: 8_900, costCents: 4_000, categoryId: pot.categoryId };
  const urn = await api.call<SpecialOrder>(
    'POST',
    '/special-orders',
    order({ oneOff, quantity: 1 }, { method: 'cash', amountCents: 2_000, tenderedCents: 2_000 }),
  );
  const purchaseOrder = urn.purchaseOrder!.id;
  await api.call('POST', `/purchase-orders/${purchaseOrder}/send`);
  await api.call('POST', `/purchase-orders/${purchaseOrder}/receipts`, {
    lines: [{ productId: urn.productId, quantity: 1 }],
  });
  await api.call('POST', `/special-orders/${urn.id}/collect`, { id: randomUUID(), tillId: till.id, method: 'card' });
  return true;
}
