import { loyaltyPointsEarned } from '@tillwise/core/customer/loyalty';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import type { Insertable } from 'kysely';
import type { OrdersTable, PaymentsTable } from '../../db/schema';
import type { DemoCustomer, DemoProduct } from './demo-catalog';
import { createRandom } from './random';
import { refundOne } from './seeded-refunds';
import { addPoints, addUnits } from './history-tally';
import type { SalesHistory } from './history-tally';

export type { SalesHistory };
import type { Random } from './random';
import { mainBranch } from './demo-branches';
import { isWeekend, tradingDate } from './trading-clock';
import { wallClockInstant } from '@tillwise/core/report/business-date';
import type { DemoBranch } from './demo-branches';

export const historyDays = 90;
const firstOrderNumber = 1001;

/** A sale's timestamp within opening hours (9:00–18:00 by the store's clock) of a day. */
const openingHoursTime = (random: Random, date: string, timeZone: string) =>
  new Date(wallClockInstant(date, random.int(9 * 60, 18 * 60 - 1), timeZone).getTime() + random.int(0, 59) * 1000);

/**
 * The last 90 days of a garden centre's trade, drawn from a fixed seed: the same `now` always gives the same rows.
 * Every order's figures come from core's cart totals, every line moves stock, and a few sales are refunded.
 */
export function generateSalesHistory(
  now: Date,
  products: DemoProduct[],
  customers: DemoCustomer[],
  branch: DemoBranch = mainBranch,
): SalesHistory {
  const random = createRandom(20261122 + branch.seedOffset);
  const { sellers } = branch;
  const history: SalesHistory = {
    orders: [],
    lines: [],
    payments: [],
    refunds: [],
    refundLines: [],
    refundTenders: [],
    movements: [],
    netUnitsSold: new Map(),
    pointsChange: new Map(),
    lastOrderNumber: firstOrderNumber - 1,
    lastRefundNumber: 0,
  };
  const openingPoints = new Map(customers.map((customer) => [customer.id, customer.openingPoints]));
  const timeZone = branch.store.time_zone;
  // A store whose shelf prices include VAT records each sale as its till would: the tax worked out of the price.
  const pricing = { pricesIncludeTax: branch.store.prices_include_tax === 1, taxName: branch.store.tax_name };
  // Each shopper with the start of the day they first came in, by the store's clock (worked out once, not per sale).
  const shoppers = customers
    .filter((customer) => customer.shops)
    .map((customer) => ({
      customer,
      since: wallClockInstant(tradingDate(now, customer.addedDaysAgo, timeZone), 0, timeZone),
    }));

  const drafts: { createdAt: Date; status: 'completed' | 'parked' }[] = [];
  for (let daysAgo = historyDays - 1; daysAgo >= 0; daysAgo -= 1) {
    const date = tradingDate(now, daysAgo, timeZone);
    const [fewest, most] = isWeekend(date) ? branch.salesPerDay.weekend : branch.salesPerDay.weekday;
    const count = random.int(fewest, most);
    for (let index = 0; index < count; index += 1) {
      const createdAt = openingHoursTime(random, date, timeZone);
      if (createdAt < now) drafts.push({ createdAt, status: 'completed' });
    }
  }
  if (branch.parkedSales) {
    drafts.push({ createdAt: new Date(now.getTime() - 40 * 60_000), status: 'parked' });
    drafts.push({ createdAt: new Date(now.getTime() - 15 * 60_000), status: 'parked' });
  }
  drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  for (const draft of drafts) {
    const orderId = random.uuid();
    const createdAt = draft.createdAt.toISOString();
    const chosen = new Map<DemoProduct, number>();
    const lineCount = random.int(1, 4);
    while (chosen.size < lineCount)
      chosen.set(
        random.weighted(products, (p) => p.popularity),
        random.int(1, 3),
      );
    const inputs = [...chosen].map(([product, quantity]) => ({
      product,
      quantity,
      unitPriceCents: product.price_cents,
      taxRate: product.tax_rate_bps / 100,
    }));
    // One sale in twenty carries a 10 % courtesy discount.
    const totals = cartTotals(inputs, random.chance(0.05) ? { kind: 'percent', percent: 10 } : null, pricing);
    const eligible = shoppers.filter((shopper) => shopper.since <= draft.createdAt);
    const customer = eligible.length > 0 && random.chance(0.35) ? random.pick(eligible).customer : null;
    history.lastOrderNumber += 1;

    const lineIds = inputs.map((input, position) => {
      const lineId = random.uuid();
      const lineTotals = totals.lines[position];
      if (!lineTotals) throw new Error('cart totals lost a line');
      history.lines.push({
        id: lineId,
        order_id: orderId,
        position,
        product_id: input.product.id,
        name: input.product.name,
        sku: input.product.sku,
        unit_price_cents: input.unitPriceCents,
        unit_cost_cents: input.product.cost_cents,
        quantity: input.quantity,
        discount_cents: lineTotals.discountCents,
        tax_rate_bps: input.product.tax_rate_bps,
        tax_cents: lineTotals.taxCents,
        total_cents: lineTotals.totalCents,
      });
      return lineId;
    });

    const order: Insertable<OrdersTable> = {
      id: orderId,
      number: `ORD-${history.lastOrderNumber}`,
      status: draft.status,
      customer_id: customer?.id ?? null,
      user_id: random.weighted(sellers, (seller) => seller.weight).id,
      subtotal_cents: totals.subtotalCents,
      discount_cents: totals.discountCents,
      tax_cents: totals.taxCents,
      total_cents: totals.totalCents,
      item_count: totals.itemCount,
      refunded_cents: 0,
      loyalty_earned: 0,
      loyalty_redeemed: 0,
      created_at: createdAt,
      completed_at: null,
      store_id: branch.store.id,
      prices_include_tax: pricing.pricesIncludeTax ? 1 : 0,
    };
    history.orders.push(order);
    if (draft.status === 'parked') continue;

    order.completed_at = createdAt;
    let redeemed = 0;
    const balance = customer ? (openingPoints.get(customer.id) ?? 0) + (history.pointsChange.get(customer.id) ?? 0) : 0;
    // Regulars now and then spend 500 points ($5.00) of their balance.
    if (customer && balance >= 500 && random.chance(0.1)) {
      redeemed = Math.min(500, totals.totalCents);
      history.payments.push({
        id: random.uuid(),
        order_id: orderId,
        method: 'loyalty',
        status: 'completed',
        amount_cents: redeemed,
        change_cents: 0,
        reference: null,
        created_at: createdAt,
      });
    }
    const due = totals.totalCents - redeemed;
    if (due > 0) history.payments.push(tenderFor(random, orderId, due, createdAt));
    if (customer) {
      const earned = loyaltyPointsEarned(due);
      order.loyalty_earned = earned;
      order.loyalty_redeemed = redeemed;
      addPoints(history, customer.id, earned - redeemed);
    }
    for (const input of inputs) {
      addUnits(history, input.product.id, input.quantity);
      history.movements.push({
        id: random.uuid(),
        store_id: branch.store.id,
        product_id: input.product.id,
        quantity_change: -input.quantity,
        reason: 'sale',
        reference: orderId,
        note: null,
        user_id: order.user_id,
        created_at: createdAt,
      });
    }

    if (random.chance(0.025)) refundOne(random, history, order, lineIds, due, now, branch);
  }
  return history;
}

function tenderFor(random: Random, orderId: string, due: number, createdAt: string): Insertable<PaymentsTable> {
  const method = random.weighted(['card', 'cash', 'voucher'] as const, (m) => ({ card: 75, cash: 21, voucher: 4 })[m]);
  const base = { id: random.uuid(), order_id: orderId, status: 'completed', amount_cents: due, created_at: createdAt };
  if (method === 'cash') {
    const step = random.pick([500, 1000, 2000]);
    const tendered = Math.ceil(due / step) * step;
    return { ...base, method, tendered_cents: tendered, change_cents: tendered - due, reference: null };
  }
  if (method === 'voucher') return { ...base, method, change_cents: 0, reference: `GV-${random.int(10000, 99999)}` };
  return { ...base, method, change_cents: 0, reference: `ch_${random.uuid().slice(0, 8)}` };
}
