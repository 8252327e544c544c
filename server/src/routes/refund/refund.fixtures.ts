import { randomUUID } from 'node:crypto';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { expect } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';

/** The demo store signed in as its manager, with the helpers the refund-*.test.ts files sell and refund with. */
export async function buildRefundApp() {
  const t = await buildTestApp();
  const manager = await t.signInAs('manager');

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

  return { t, manager, product, customer, post, ringUpSale };
}

export type RefundApp = Awaited<ReturnType<typeof buildRefundApp>>;
