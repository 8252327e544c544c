import { randomUUID } from 'node:crypto';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { offlineSaleInput } from '../../test/offline-sale-factory';
import { buildRefundApp } from './refund.fixtures';
import type { RefundApp } from './refund.fixtures';

// Where a refund's money goes: back to a split sale's tenders in proportion, and stored for a card taken offline.
let refundApp: RefundApp;
let t: TestApp;
let manager: string;
let product: RefundApp['product'];
let customer: RefundApp['customer'];
let post: RefundApp['post'];
beforeAll(async () => {
  refundApp = await buildRefundApp();
  ({ t, manager, product, customer, post } = refundApp);
});
afterAll(() => refundApp?.t.close());

describe('POST /api/refunds', () => {
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
});
