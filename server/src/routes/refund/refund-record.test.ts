import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { buildRefundApp } from './refund.fixtures';
import type { RefundApp } from './refund.fixtures';

// What a refund records: its number, the stock and loyalty it gives back, the order's state; once however often it is
// sent.
let refundApp: RefundApp;
let t: TestApp;
let manager: string;
let product: RefundApp['product'];
let customer: RefundApp['customer'];
let post: RefundApp['post'];
let ringUpSale: RefundApp['ringUpSale'];
beforeAll(async () => {
  refundApp = await buildRefundApp();
  ({ t, manager, product, customer, post, ringUpSale } = refundApp);
});
afterAll(() => refundApp?.t.close());

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
});
