import { randomUUID } from 'node:crypto';
import type { Promotion, SavePromotionInput } from '@tillwise/core/promotion/promotion-schemas';
import type { PricedSale } from '@tillwise/core/sale/sale-price-schemas';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addProduct } from '../../test/add-product';
import { buildTestApp, writeCounts } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

// Promotions exact at any size, each case rung up as a sale and read back from what the server recorded: the best
// deal past the exhaustive search, a percentage rounded once per line, rewards past a complete "buy", a price set by
// hand outside every promotion, and a cart priced without being recorded (POST /api/sales/price).

let t: TestApp;
let manager: string;
let cashier: string;
let inventory: string;
const ids: Record<'pen' | 'tray' | 'label' | 'basket', string> = { pen: '', tray: '', label: '', basket: '' };

beforeAll(async () => {
  t = await buildTestApp();
  [manager, cashier, inventory] = await Promise.all([
    t.signInAs('manager'),
    t.signInAs('cashier'),
    t.signInAs('inventory'),
  ]);
  const untaxed = { soldBy: 'unit' as const, taxRate: 0, stock: 1000 };
  ids.pen = (await addProduct(t, manager, { sku: 'PEN-GEL', name: 'Gel pen', priceCents: 320, ...untaxed })).id;
  ids.tray = (await addProduct(t, manager, { sku: 'TRAY-S', name: 'Seed tray', priceCents: 35, ...untaxed })).id;
  ids.label = (await addProduct(t, manager, { sku: 'LABEL', name: 'Plant label', priceCents: 15, ...untaxed })).id;
  const taxed = { soldBy: 'unit' as const, taxRate: 8.25, stock: 1000 };
  ids.basket = (await addProduct(t, manager, { sku: 'BASKET', name: 'Gift basket', priceCents: 4800, ...taxed })).id;
});
afterAll(() => t?.close());

const send = (method: 'POST' | 'GET' | 'DELETE', url: string, payload?: unknown, cookie = manager) =>
  t.app.inject({ method, url, ...(payload !== undefined && { payload: payload as object }), headers: { cookie } });

beforeEach(async () => {
  for (const promotion of (await send('GET', '/api/promotions')).json<{ items: Promotion[] }>().items) {
    await send('DELETE', `/api/promotions/${promotion.id}`);
  }
});

async function create(input: SavePromotionInput): Promise<Promotion> {
  const response = await send('POST', '/api/promotions', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Promotion>();
}

const only = (product: keyof typeof ids) => ({ productIds: [ids[product]], categoryIds: [] });
type Line = { productId: string; quantity: number; priceOverrideCents?: number };

async function price(lines: Line[], cookie = cashier): Promise<PricedSale> {
  const response = await send('POST', '/api/sales/price', { lines }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PricedSale>();
}

/** Rings the cart up at the total the server prices it at, and answers the sale as recorded. */
async function sell(lines: Line[], cookie = cashier): Promise<Sale> {
  const { totalCents } = await price(lines, cookie);
  const response = await send(
    'POST',
    '/api/sales',
    {
      id: randomUUID(),
      tillId: 'till-1',
      lines,
      payments: [{ method: 'card', amountCents: totalCents }],
      expectedTotalCents: totalCents,
    },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (await send('GET', `/api/sales/${response.json<Sale>().id}`)).json<Sale>();
}

const pens = (quantity: number): Line[] => [{ productId: ids.pen, quantity }];

describe('the best deal at any size', () => {
  it('buy 2 get 1 free with 20 % off: 7 pens $15.36, 8 $17.92, 9 $19.20, 10 $21.76, each recorded so', async () => {
    await create({
      name: 'Buy 2 get 1 free',
      rule: { kind: 'buy_x_get_y', buy: 2, get: 1, percentBps: 10_000, target: only('pen') },
    });
    await create({ name: '20 % off pens', rule: { kind: 'percent_off', percentBps: 2000, target: only('pen') } });
    const totals = [];
    for (const quantity of [7, 8, 9, 10]) totals.push((await sell(pens(quantity))).totalCents);
    expect(totals).toEqual([1536, 1792, 1920, 2176]);
  });

  it('buy 10 get 3: past a complete "buy", up to three come free (11 pens $32.00, 12 $32.00, 13 $32.00)', async () => {
    await create({
      name: 'Buy 10 get 3',
      rule: { kind: 'buy_x_get_y', buy: 10, get: 3, percentBps: 10_000, target: only('pen') },
    });
    const sale = await sell(pens(12));
    expect(sale.totalCents).toBe(3200);
    expect(sale.lines[0]).toMatchObject({ promotionCents: 640 });
    expect((await price(pens(11))).totalCents).toBe(3200);
    expect((await price(pens(13))).totalCents).toBe(3200);
  });
});

describe('a percentage is rounded once per line', () => {
  it('15 % off 20 trays at $0.35 is $5.95, 100 are $29.75; 10 % off 10 labels at $0.15 is $1.35', async () => {
    await create({ name: '15 % off trays', rule: { kind: 'percent_off', percentBps: 1500, target: only('tray') } });
    await create({ name: '10 % off labels', rule: { kind: 'percent_off', percentBps: 1000, target: only('label') } });
    expect((await sell([{ productId: ids.tray, quantity: 20 }])).totalCents).toBe(595);
    const hundred = await sell([{ productId: ids.tray, quantity: 100 }]);
    expect(hundred).toMatchObject({ totalCents: 2975, lines: [{ promotionCents: 525 }] });
    expect((await sell([{ productId: ids.label, quantity: 10 }])).totalCents).toBe(135);
  });
});

// A manager changes prices at the till without asking anyone.
describe('a price set by hand takes no promotion', () => {
  it('10 % off the sale leaves a pen at a hand-set $10.00 at $10.00 and takes its 10 % off the rest', async () => {
    await create({ name: '10 % off everything', rule: { kind: 'percent_off', percentBps: 1000, target: 'sale' } });
    const sale = await sell(
      [
        { productId: ids.pen, quantity: 1, priceOverrideCents: 1000 },
        { productId: ids.tray, quantity: 10 },
      ],
      manager,
    );
    expect(sale.lines.map((line) => line.promotionCents)).toEqual([0, 35]);
    expect(sale.totalCents).toBe(1000 + 350 - 35);
  });

  it('its refunds give back what it and the rest cost in the sale: the deal is not worked out again over it', async () => {
    await create({ name: '10 % off everything', rule: { kind: 'percent_off', percentBps: 1000, target: 'sale' } });
    const sale = await sell(
      [
        { productId: ids.pen, quantity: 1, priceOverrideCents: 1000 },
        { productId: ids.tray, quantity: 10 },
      ],
      manager,
    );
    expect(sale.lines.map((line) => line.priceSetByHand)).toEqual([true, false]);
    const refund = async (line: number) => {
      const answer = await send('POST', '/api/refunds', {
        id: randomUUID(),
        saleId: sale.id,
        tillId: 'till-1',
        reason: 'Returned',
        lines: [{ saleLineId: sale.lines[line]!.id, quantity: sale.lines[line]!.quantity }],
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ amountCents: number }>().amountCents;
    };
    // The trays were paid $3.15; the pen kept is $10.00 with no deal on it, as it was sold.
    expect(await refund(1)).toBe(315);
    expect(await refund(0)).toBe(1000);
  });

  it('but counts towards a spend threshold, as what the shopper pays', async () => {
    await create({ name: '$1 off $10', rule: { kind: 'spend_threshold', thresholdCents: 1000, amountCents: 100 } });
    const sale = await sell(
      [
        { productId: ids.pen, quantity: 1, priceOverrideCents: 900 },
        { productId: ids.tray, quantity: 4 },
      ],
      manager,
    );
    expect(sale.lines.map((line) => line.promotionCents)).toEqual([0, 100]);
    expect(sale.totalCents).toBe(900 + 140 - 100);
  });
});

describe('spend thresholds on the total the shopper sees', () => {
  const tenOffFifty = (thresholdIncludesTax?: boolean) => ({
    name: '$10 off $50',
    rule: {
      kind: 'spend_threshold' as const,
      thresholdCents: 5000,
      amountCents: 1000,
      ...(thresholdIncludesTax !== undefined && { thresholdIncludesTax }),
    },
  });

  it('count tax by default: a $48.00 basket with 8.25 % tax ($51.96) gets $10 off $50, recorded so', async () => {
    await create(tenOffFifty());
    const sale = await sell([{ productId: ids.basket, quantity: 1 }]);
    expect(sale.promotions).toMatchObject([{ name: '$10 off $50', discountCents: 1000 }]);
    // $38.00 and its tax, $3.14.
    expect(sale.totalCents).toBe(3800 + 314);
  });

  it('before tax when the promotion says so: the same basket comes to $48.00 and gets nothing', async () => {
    const promotion = await create(tenOffFifty(false));
    expect(promotion.rule).toMatchObject({ thresholdIncludesTax: false });
    const sale = await sell([{ productId: ids.basket, quantity: 1 }]);
    expect(sale.promotions).toEqual([]);
    expect(sale.totalCents).toBe(5196);
    // Two baskets, $96.00 before tax, do.
    expect((await sell([{ productId: ids.basket, quantity: 2 }])).promotions).toMatchObject([{ discountCents: 1000 }]);
  });
});

describe('POST /api/sales/price', () => {
  it('answers what a sale of the cart records, line by line, and writes nothing', async () => {
    const promotion = await create({
      name: 'Buy 2 get 1 free',
      rule: { kind: 'buy_x_get_y', buy: 2, get: 1, percentBps: 10_000, target: only('pen') },
    });
    const before = await writeCounts(t);
    const priced = await price(pens(3));
    expect(await writeCounts(t)).toEqual(before);
    expect(priced).toMatchObject({
      lines: [{ productId: ids.pen, name: 'Gel pen', quantity: 3, unitPriceCents: 320, promotionCents: 320 }],
      promotions: [{ promotionId: promotion.id, name: 'Buy 2 get 1 free', discountCents: 320, couponCode: null }],
      subtotalCents: 960,
      totalCents: 640,
    });
    const sale = await sell(pens(3));
    expect(sale).toMatchObject({
      subtotalCents: priced.subtotalCents,
      taxCents: priced.taxCents,
      totalCents: priced.totalCents,
    });
    expect(sale.lines[0]?.promotions).toEqual(priced.lines[0]?.promotions);
  });

  it('is for those who may sell, and refuses a bad cart with a message', async () => {
    expect((await send('POST', '/api/sales/price', { lines: pens(1) }, inventory)).statusCode).toBe(403);
    const empty = await send('POST', '/api/sales/price', { lines: [] }, cashier);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: string }>().error).toBeTruthy();
    const unknown = await send('POST', '/api/sales/price', { lines: [{ productId: 'no-such', quantity: 1 }] }, cashier);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: string }>().error).toBe('A product in the cart no longer exists');
  });
});
