import { randomUUID } from 'node:crypto';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoPin, writeCounts } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';

let t: TestApp;
let manager: string;
let cashier: string;
let shiftId: string;
beforeAll(async () => {
  t = await buildTestApp();
  [manager, cashier] = await Promise.all([t.signInAs('manager'), t.signInAs('cashier')]);
  const current = await t.app.inject({
    method: 'GET',
    url: '/api/shifts/current?tillId=till-1',
    headers: { cookie: manager },
  });
  shiftId = current.json().shift.id;
});
afterAll(() => t?.close());

const post = (url: string, payload: object, cookie = manager) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
const cashRefunded = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/shifts/${shiftId}`, headers: { cookie: manager } })).json().figures
    .drawer.cashRefundsCents as number;
const storeCredit = async (customerId: string) =>
  (
    await t.db
      .selectFrom('customers')
      .select('store_credit_cents')
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow()
  ).store_credit_cents;
const refundTenders = (refundId: string) =>
  t.db
    .selectFrom('refund_tenders')
    .innerJoin('payments', 'payments.id', 'refund_tenders.payment_id')
    .select(['payments.method as paidBy', 'refund_tenders.method', 'refund_tenders.amount_cents'])
    .where('refund_tenders.refund_id', '=', refundId)
    .orderBy('payments.method')
    .execute();

/** Two pots for the customer (or a walk-in), paid $10 in cash and the rest by card. */
async function ringUpSale(customerId: string | null = 'cust-grace') {
  const pot = await productsInStore(t.db).where('id', '=', 'prod-lavender').executeTakeFirstOrThrow();
  const total = cartTotals([
    { unitPriceCents: pot.price_cents, quantity: 2, taxRate: pot.tax_rate_bps / 100 },
  ]).totalCents;
  const response = await post('/api/sales', {
    id: randomUUID(),
    tillId: 'till-1',
    ...(customerId && { customerId }),
    lines: [{ productId: pot.id, quantity: 2 }],
    payments: [
      { method: 'cash', amountCents: 1000, tenderedCents: 1000 },
      { method: 'card', amountCents: total - 1000 },
    ],
    expectedTotalCents: total,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; totalCents: number; lines: { id: string }[] };
}
const refundOf = (sale: { id: string; lines: { id: string }[] }, extra: object = {}, quantity = 2) => ({
  id: randomUUID(),
  tillId: 'till-1',
  saleId: sale.id,
  lines: [{ saleLineId: sale.lines[0]!.id, quantity }],
  reason: 'Changed their mind',
  ...extra,
});

describe('where a refund goes', () => {
  it('all in cash: nothing on the card, every share in cash, the drawer pays it out', async () => {
    const sale = await ringUpSale();
    const drawerBefore = await cashRefunded();
    const response = await post('/api/refunds', refundOf(sale, { destination: 'cash' }));
    expect(response.statusCode).toBe(200);
    const refund = response.json();
    expect(refund.tenders).toEqual([{ method: 'cash', amountCents: sale.totalCents, reference: null, stored: false }]);
    // Each share stays with the payment it came out of, so neither can be refunded twice.
    expect(await refundTenders(refund.id)).toEqual([
      { paidBy: 'card', method: 'cash', amount_cents: sale.totalCents - 1000 },
      { paidBy: 'cash', method: 'cash', amount_cents: 1000 },
    ]);
    expect(await cashRefunded()).toBe(drawerBefore + sale.totalCents);
  });

  it('store credit: the customer’s balance and ledger take it all, the drawer pays out nothing', async () => {
    const sale = await ringUpSale();
    const creditBefore = await storeCredit('cust-grace');
    const drawerBefore = await cashRefunded();
    const response = await post('/api/refunds', refundOf(sale, { destination: 'store_credit' }));
    expect(response.statusCode).toBe(200);
    const refund = response.json();
    expect(refund.tenders).toEqual([
      { method: 'store_credit', amountCents: sale.totalCents, reference: null, stored: false },
    ]);
    expect((await refundTenders(refund.id)).map((row) => row.method)).toEqual(['store_credit', 'store_credit']);
    expect(await storeCredit('cust-grace')).toBe(creditBefore + sale.totalCents);
    const entry = await t.db
      .selectFrom('store_credit_ledger')
      .selectAll()
      .where('refund_id', '=', refund.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ kind: 'refund', amount_cents: sale.totalCents, customer_id: 'cust-grace' });
    expect(await cashRefunded()).toBe(drawerBefore);
  });

  it('a later refund to the original payments gives the card no more than it has left', async () => {
    const sale = await ringUpSale();
    const first = await post('/api/refunds', refundOf(sale, { destination: 'cash' }, 1));
    expect(first.statusCode).toBe(200);
    const second = await post('/api/refunds', refundOf(sale, {}, 1));
    expect(second.statusCode).toBe(200);
    const rows = [...(await refundTenders(first.json().id)), ...(await refundTenders(second.json().id))];
    const backTo = (paidBy: string) =>
      rows.filter((row) => row.paidBy === paidBy).reduce((sum, row) => sum + row.amount_cents, 0);
    expect(backTo('card')).toBe(sale.totalCents - 1000);
    expect(backTo('cash')).toBe(1000);
    expect(second.json().tenders.map((tender: { method: string }) => tender.method)).toEqual(['card', 'cash']);
  });

  it.each([
    ['store credit on a sale without a customer', null, { destination: 'store_credit' }, /has none/],
    ['an unknown destination', 'cust-grace', { destination: 'bank' }, /Choose where the refund goes/],
  ])('refuses %s with a 400 and changes nothing', async (_name, customerId, extra, message) => {
    const sale = await ringUpSale(customerId);
    const counts = await writeCounts(t);
    const credit = await storeCredit('cust-grace');
    const drawer = await cashRefunded();
    const response = await post('/api/refunds', refundOf(sale, extra));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(message);
    expect(await writeCounts(t)).toEqual(counts);
    expect(await storeCredit('cust-grace')).toBe(credit);
    expect(await cashRefunded()).toBe(drawer);
  });

  it('a cashier’s cash refund needs a manager’s approval that says cash', async () => {
    const sale = await ringUpSale();
    const approve = (details: object) =>
      post(
        '/api/overrides',
        {
          id: randomUUID(),
          tillId: 'till-1',
          action: 'refund',
          details: { saleId: sale.id, amountCents: sale.totalCents, ...details },
          approval: { userId: 'user-manager', pin: demoPin.manager },
        },
        cashier,
      );
    const toOriginal = (await approve({})).json();
    const refused = await post(
      '/api/refunds',
      refundOf(sale, { destination: 'cash', overrideId: toOriginal.id }),
      cashier,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('The manager approved a refund to the original payments, not all in cash');

    const inCash = (await approve({ destination: 'cash' })).json();
    const given = await post('/api/refunds', refundOf(sale, { destination: 'cash', overrideId: inCash.id }), cashier);
    expect(given.statusCode).toBe(200);
    expect(given.json().tenders).toEqual([
      { method: 'cash', amountCents: sale.totalCents, reference: null, stored: false },
    ]);
  });
});
