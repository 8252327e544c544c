import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCounts } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { buildRefundApp } from './refund.fixtures';
import type { RefundApp } from './refund.fixtures';

// Refunds refused, writing nothing: more than was sold, bad input, another sale's line, a cashier, a till with no shift
// open.
let refundApp: RefundApp;
let t: TestApp;
let manager: string;
let product: RefundApp['product'];
let post: RefundApp['post'];
let ringUpSale: RefundApp['ringUpSale'];
beforeAll(async () => {
  refundApp = await buildRefundApp();
  ({ t, manager, product, post, ringUpSale } = refundApp);
});
afterAll(() => refundApp?.t.close());

describe('POST /api/refunds', () => {
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
