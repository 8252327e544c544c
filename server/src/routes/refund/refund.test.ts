import { randomUUID } from 'node:crypto';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, writeCounts } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { offlineSaleInput } from '../../test/offline-sale-factory';
import { productsInStore } from '../../test/store-stock';

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.signInAs('manager');
});
afterAll(() => t?.close());

const product = (id: string) => productsInStore(t.db).where('id', '=', id).executeTakeFirstOrThrow();
const customer = (id: string) =>
  t.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const post = (url: string, payload: unknown, cookie = manager) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });

/** Rings up 3 lavender and 1 trowel for Grace Kim and returns the recorded sale. */
async function ringUpSale() {
  const lavender = await product('prod-lavender');
  const trowel = await product('prod-trowel');
  const total = cartTotals([
    { unitPriceCents: lavender.price_cents, quantity: 3, taxRate: lavender.tax_rate_bps / 100 },
    { unitPriceCents: trowel.price_cents, quantity: 1, taxRate: trowel.tax_rate_bps / 100 },
  ]).totalCents;
  const response = await post('/api/sales', {
    id: randomUUID(),
    tillId: 'till-1',
    customerId: 'cust-grace',
    lines: [
      { productId: lavender.id, quantity: 3 },
      { productId: trowel.id, quantity: 1 },
    ],
    payments: [{ method: 'card', amountCents: total }],
    expectedTotalCents: total,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    id: string;
    number: string;
    totalCents: number;
    loyaltyEarned: number;
    lines: {
      id: string;
      productId: string;
      quantity: number;
      totalCents: number;
      taxCents: number;
      unitPriceCents: number;
    }[];
  };
}

describe('POST /api/refunds', () => {
  it('refunds part of a line: REF number, stock back, loyalty taken back, order partially refunded', async () => {
    const sale = await ringUpSale();
    const lavenderLine = sale.lines[0]!;
    const stock = (await product('prod-lavender')).stock;
    const points = (await customer('cust-grace')).loyalty_points;
    const lastNumber = (
      await t.db.selectFrom('counters').select('value').where('name', '=', 'refund_number').executeTakeFirstOrThrow()
    ).value;

    const response = await post('/api/refunds', {
      id: randomUUID(),
      tillId: 'till-1',
      saleId: sale.id,
      lines: [{ saleLineId: lavenderLine.id, quantity: 1 }],
      reason: 'Plant arrived wilted',
    });
    expect(response.statusCode).toBe(200);
    const refund = response.json();
    const oneUnit = lavenderLine.unitPriceCents + Math.round(lavenderLine.taxCents / 3);
    expect(refund).toMatchObject({
      saleId: sale.id,
      saleNumber: sale.number,
      reason: 'Plant arrived wilted',
      subtotalCents: lavenderLine.unitPriceCents,
      amountCents: oneUnit,
      staffName: 'Marcus Reid',
      tenders: [{ method: 'card', amountCents: oneUnit, reference: null }],
    });
    expect(refund.number).toBe(`REF-${String(lastNumber + 1).padStart(3, '0')}`);
    expect((await product('prod-lavender')).stock).toBe(stock + 1);
    const reversed = Math.floor((sale.loyaltyEarned * oneUnit) / sale.totalCents);
    expect(refund.loyaltyReversed).toBe(reversed);
    expect((await customer('cust-grace')).loyalty_points).toBe(points - reversed);

    const after = (
      await t.app.inject({ method: 'GET', url: `/api/sales/${sale.id}`, headers: { cookie: manager } })
    ).json();
    expect(after).toMatchObject({ status: 'partially_refunded', refundedCents: oneUnit });
    expect(after.lines[0].refundedQuantity).toBe(1);
    expect(after.refunds).toMatchObject([{ number: refund.number, amountCents: oneUnit }]);
  });

  it('refunding everything left marks the order refunded and returns exactly its total', async () => {
    const sale = await ringUpSale();
    const [lavender, trowel] = sale.lines;
    await post('/api/refunds', {
      id: randomUUID(),
      tillId: 'till-1',
      saleId: sale.id,
      lines: [{ saleLineId: lavender!.id, quantity: 2 }],
      reason: '',
    });
    const last = await post('/api/refunds', {
      id: randomUUID(),
      tillId: 'till-1',
      saleId: sale.id,
      lines: [
        { saleLineId: lavender!.id, quantity: 1 },
        { saleLineId: trowel!.id, quantity: 1 },
      ],
    });
    expect(last.statusCode).toBe(200);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/sales/${sale.id}`, headers: { cookie: manager } })
    ).json();
    expect(after).toMatchObject({ status: 'refunded', refundedCents: sale.totalCents });
    expect(
      (
        await post('/api/refunds', {
          id: randomUUID(),
          tillId: 'till-1',
          saleId: sale.id,
          lines: [{ saleLineId: trowel!.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(409);
  });

  it('refuses to refund more than was sold (409) and writes nothing', async () => {
    const sale = await ringUpSale();
    const before = await writeCounts(t);
    const stock = (await product('prod-lavender')).stock;
    const response = await post('/api/refunds', {
      id: randomUUID(),
      tillId: 'till-1',
      saleId: sale.id,
      lines: [{ saleLineId: sale.lines[0]!.id, quantity: 4 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe("Only 3 of Lavender 'Hidcote' 2L can still be refunded");
    expect(await writeCounts(t)).toEqual(before);
    expect((await product('prod-lavender')).stock).toBe(stock);
  });

  it('treats the same refund id sent twice, or in parallel, as one refund', async () => {
    const sale = await ringUpSale();
    const body = {
      id: randomUUID(),
      tillId: 'till-1',
      saleId: sale.id,
      lines: [{ saleLineId: sale.lines[1]!.id, quantity: 1 }],
      reason: 'Wrong size',
    };
    const responses = await Promise.all([
      post('/api/refunds', body),
      post('/api/refunds', body),
      post('/api/refunds', body),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(responses.map((r) => r.json().number)).size).toBe(1);
    expect(await t.db.selectFrom('refunds').select('id').where('order_id', '=', sale.id).execute()).toHaveLength(1);
  });

  it.each([
    ['no lines', { lines: [] }],
    ['a quantity of 0', { lines: [{ saleLineId: 'x', quantity: 0 }] }],
    ['a non-uuid id', { id: 'r1' }],
  ])('answers %s with 400 and writes nothing', async (_label, override) => {
    const sale = await ringUpSale();
    const before = await writeCounts(t);
    const response = await post('/api/refunds', {
      id: randomUUID(),
      tillId: 'till-1',
      saleId: sale.id,
      lines: [{ saleLineId: sale.lines[0]!.id, quantity: 1 }],
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(await writeCounts(t)).toEqual(before);
  });

  it('answers an unknown sale with 404 and a line of another sale with 400', async () => {
    const sale = await ringUpSale();
    const other = await ringUpSale();
    expect(
      (
        await post('/api/refunds', {
          id: randomUUID(),
          tillId: 'till-1',
          saleId: 'nope',
          lines: [{ saleLineId: 'x', quantity: 1 }],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post('/api/refunds', {
          id: randomUUID(),
          tillId: 'till-1',
          saleId: sale.id,
          lines: [{ saleLineId: other.lines[0]!.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('is for managers and admins: a cashier gets 403', async () => {
    const sale = await ringUpSale();
    const cashier = await t.signInAs('cashier');
    const response = await post(
      '/api/refunds',
      { id: randomUUID(), tillId: 'till-1', saleId: sale.id, lines: [{ saleLineId: sale.lines[0]!.id, quantity: 1 }] },
      cashier,
    );
    expect(response.statusCode).toBe(403);
  });

  it('returns a split sale’s refund to its tenders in proportion, and loyalty points paid with to the customer', async () => {
    const monstera = await product('prod-monstera');
    const total = cartTotals([
      { unitPriceCents: monstera.price_cents, quantity: 2, taxRate: monstera.tax_rate_bps / 100 },
    ]).totalCents;
    const points = 300;
    const sale = (
      await post('/api/sales', {
        id: randomUUID(),
        tillId: 'till-1',
        customerId: 'cust-emma',
        lines: [{ productId: monstera.id, quantity: 2 }],
        payments: [
          { method: 'loyalty', amountCents: points },
          { method: 'card', amountCents: total - points },
        ],
        expectedTotalCents: total,
      })
    ).json();
    const before = (await customer('cust-emma')).loyalty_points;
    const refund = (
      await post('/api/refunds', {
        id: randomUUID(),
        tillId: 'till-1',
        saleId: sale.id,
        lines: [{ saleLineId: sale.lines[0].id, quantity: 2 }],
        reason: 'Wrong plant',
      })
    ).json();
    expect(refund.amountCents).toBe(total);
    // Listed in the till's order of methods: card, cash, voucher, loyalty.
    expect(refund.tenders).toEqual([
      { method: 'card', amountCents: total - points, reference: null, stored: false },
      { method: 'loyalty', amountCents: points, reference: null, stored: false },
    ]);
    expect((await customer('cust-emma')).loyalty_points).toBe(before + points - refund.loyaltyReversed);
  });

  it('stores the card share of a refund of a card taken offline, to be sent when that card is authorised', async () => {
    const sale = (
      await post(
        '/api/sales',
        await offlineSaleInput(t, 'till-1', [{ sku: 'SED-001', quantity: 4 }], {
          pay: (total) => [
            { method: 'card', amountCents: total - 500 },
            { method: 'cash', amountCents: 500, tenderedCents: 500 },
          ],
        }),
      )
    ).json();
    expect(sale.payments.map((p: { method: string; stored: boolean }) => [p.method, p.stored])).toEqual([
      ['card', true],
      ['cash', false],
    ]);
    const response = await post('/api/refunds', {
      id: randomUUID(),
      tillId: 'till-1',
      saleId: sale.id,
      lines: [{ saleLineId: sale.lines[0].id, quantity: 4 }],
      reason: 'Wrong seeds',
    });
    expect(response.statusCode).toBe(200);
    const refund = response.json();
    expect(refund.tenders).toEqual([
      { method: 'card', amountCents: sale.totalCents - 500, reference: null, stored: true },
      { method: 'cash', amountCents: 500, reference: null, stored: false },
    ]);
    const rows = await t.db
      .selectFrom('refund_tenders')
      .select(['method', 'status'])
      .where('refund_id', '=', refund.id)
      .orderBy('method')
      .execute();
    expect(rows).toEqual([
      { method: 'card', status: 'stored' },
      { method: 'cash', status: 'completed' },
    ]);
    expect((await t.app.inject({ url: `/api/refunds/${refund.id}`, headers: { cookie: manager } })).json()).toEqual(
      refund,
    );
  });

  it('refuses a refund on a till without an open shift, writing nothing', async () => {
    const sale = await ringUpSale();
    const tillId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tills',
        headers: { cookie: manager },
        payload: { name: 'Back Till' },
      })
    ).json().id;
    const before = await writeCounts(t);
    const response = await post('/api/refunds', {
      id: randomUUID(),
      tillId,
      saleId: sale.id,
      lines: [{ saleLineId: sale.lines[0]?.id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('No shift is open on Back Till. Open a shift to give refunds.');
    expect(await writeCounts(t)).toEqual(before);
  });
});
