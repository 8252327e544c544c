import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { productsInStore, setStock } from '../../test/store-stock';
import { count, drawer, inject, L, makeLayaway, pay, stockOf, today, useLayawayStore } from './layaways.fixtures';
import type { Layaway } from './layaways.fixtures';

// Layaways (issue 45): goods put by against a deposit (the store's least percentage), out of stock while put by,
// paid off at any till of the store and completed as a sale by the last payment. Cancelling: layaway-cancel.test.ts.
useLayawayStore();

describe('putting goods on layaway', () => {
  it('prices the cart as the sale would be, takes the deposit into the drawer and the goods out of stock', async () => {
    await setStock(L.t.db, 'prod-monstera', 10);
    const [monsteraBefore, lavenderBefore, figuresBefore] = await Promise.all([
      stockOf('prod-monstera'),
      stockOf('prod-lavender'),
      drawer(),
    ]);
    const response = await makeLayaway();
    expect(response.statusCode).toBe(201);
    const layaway = response.json() as Layaway;
    const products = await productsInStore(L.t.db).where('id', 'in', ['prod-monstera', 'prod-lavender']).execute();
    const price = (id: string) => products.find((p) => p.id === id)!;
    const expected = cartTotals([
      {
        unitPriceCents: price('prod-monstera').price_cents,
        quantity: 2,
        taxRate: price('prod-monstera').tax_rate_bps / 100,
        discount: { kind: 'percent', percent: 10 },
      },
      {
        unitPriceCents: price('prod-lavender').price_cents,
        quantity: 3,
        taxRate: price('prod-lavender').tax_rate_bps / 100,
      },
    ]);
    expect(layaway).toMatchObject({
      number: expect.stringMatching(/^LAY-\d{4}$/),
      status: 'open',
      totalCents: expected.totalCents,
      paidCents: 3_000,
      balanceCents: expected.totalCents - 3_000,
      payments: [{ kind: 'deposit', method: 'cash', amountCents: 3_000 }],
    });
    expect(await stockOf('prod-monstera')).toBe(monsteraBefore - 2);
    expect(await stockOf('prod-lavender')).toBe(lavenderBefore - 3);
    const figures = await drawer();
    expect(figures.drawer.expectedCents - figuresBefore.drawer.expectedCents).toBe(3_000);
    expect(figures.drawer.layawayCashCents - figuresBefore.drawer.layawayCashCents).toBe(3_000);
    const listed = await inject(L.t.app, 'GET', '/api/products?q=Monstera', L.manager);
    expect(listed.json().items.find((p: { id: string }) => p.id === 'prod-monstera').reserved).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('refuses a deposit under the store’s least, a past due date, no customer or cash without a shift; writes nothing', async () => {
    const before = await Promise.all([count('layaways'), count('layaway_payments'), stockOf('prod-monstera')]);
    const small = await makeLayaway({ amountCents: 100 });
    expect(small.statusCode).toBe(400);
    expect(small.json().error).toMatch(/^The deposit must be at least \$\d+\.\d\d \(20 %\)$/);
    const past = await makeLayaway({}, { dueDate: today() });
    expect(past.json()).toMatchObject({ error: 'The due date must be after today' });
    const nobody = await makeLayaway({}, { customerId: undefined });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.body).toMatch(/Choose the customer the layaway is for/);
    const whole = await makeLayaway({ amountCents: 10_000_000 });
    expect(whole.json().error).toBe('That pays the whole price: sell it at the till instead');
    const noShift = await makeLayaway({}, { tillId: 'till-2' });
    expect(noShift.statusCode).toBe(400);
    expect(noShift.json().error).toMatch(/open a shift on this till first/);
    expect(await Promise.all([count('layaways'), count('layaway_payments'), stockOf('prod-monstera')])).toEqual(before);
  });
});

describe('paying off a layaway', () => {
  it('takes instalments, refuses more than is left, and the last payment completes it as a sale', async () => {
    const layaway = (await makeLayaway()).json() as Layaway;
    const stockBefore = await stockOf('prod-monstera');
    const figuresBefore = await drawer();
    const card = await pay(layaway, { amountCents: 1_500 });
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({ paidCents: 4_500, balanceCents: layaway.totalCents - 4_500 });
    const cash = await pay(layaway, { method: 'cash', amountCents: 1_000, tenderedCents: 2_000 });
    expect(cash.json().paidCents).toBe(5_500);
    const figures = await drawer();
    expect(figures.drawer.expectedCents - figuresBefore.drawer.expectedCents).toBe(1_000);
    const deposits = (f: typeof figures, method: string) =>
      f.layawayDeposits.find((row) => row.method === method)?.amountCents ?? 0;
    expect(deposits(figures, 'card') - deposits(figuresBefore, 'card')).toBe(1_500);

    const left = layaway.totalCents - 5_500;
    const over = await pay(layaway, { amountCents: left + 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(`Only $${(left / 100).toFixed(2)} is left to pay on ${layaway.number}`);

    const lastId = randomUUID();
    const last = await pay(layaway, { id: lastId, amountCents: left });
    expect(last.statusCode).toBe(200);
    const completed = last.json() as Layaway;
    expect(completed).toMatchObject({ status: 'completed', orderId: lastId, balanceCents: 0 });
    const sale = (await inject(L.t.app, 'GET', `/api/sales/${lastId}`, L.manager)).json();
    expect(sale).toMatchObject({ totalCents: layaway.totalCents, customer: { id: 'cust-james' } });
    expect(sale.payments.map((p: { method: string; amountCents: number }) => [p.method, p.amountCents])).toEqual([
      ['layaway', 5_500],
      ['card', left],
    ]);
    // Put by when laid away, back for the sale to take: stock is where the layaway left it.
    expect(await stockOf('prod-monstera')).toBe(stockBefore);
    const again = await pay(layaway, { id: lastId, amountCents: left });
    expect(again.json()).toMatchObject({ status: 'completed', orderId: lastId });
    const paidAfter = await pay(layaway, { amountCents: 100 });
    expect(paidAfter.statusCode).toBe(409);
  });

  it('lets only one of two tills on two servers pay the last of it', async () => {
    const layaway = (await makeLayaway()).json() as Layaway;
    const ordersBefore = await count('orders');
    const responses = await Promise.all([
      pay(layaway, { amountCents: layaway.balanceCents }, L.t.app),
      pay(layaway, { amountCents: layaway.balanceCents }, L.second, L.cashier),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await count('orders')).toBe(ordersBefore + 1);
  });

  it('refunds the completed sale’s layaway share as cash out of the drawer', async () => {
    const layaway = (await makeLayaway()).json() as Layaway;
    const done = (await pay(layaway, { amountCents: layaway.balanceCents })).json() as Layaway;
    const sale = (await inject(L.t.app, 'GET', `/api/sales/${done.orderId}`, L.manager)).json();
    const before = await drawer();
    const refund = await inject(L.t.app, 'POST', '/api/refunds', L.manager, {
      id: randomUUID(),
      saleId: sale.id,
      tillId: 'till-1',
      lines: sale.lines.map((line: { id: string; quantity: number }) => ({
        saleLineId: line.id,
        quantity: line.quantity,
      })),
    });
    expect(refund.statusCode).toBe(200);
    const tenders = refund
      .json()
      .tenders.map((x: { method: string; amountCents: number }) => [x.method, x.amountCents]);
    expect(tenders).toEqual([
      ['card', layaway.totalCents - 3_000],
      ['cash', 3_000],
    ]);
    expect(before.drawer.expectedCents - (await drawer()).drawer.expectedCents).toBe(3_000);
  });

  it('hands over goods taken off sale since, and takes the last of it in cash rounded as the store rounds', async () => {
    const layaway = (await makeLayaway()).json() as Layaway;
    await L.t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', 'prod-lavender').execute();
    await L.t.db.updateTable('store').set({ cash_rounding_cents: 5 }).where('id', '=', 'store-1').execute();
    try {
      const left = layaway.balanceCents;
      const rounded = Math.round(left / 5) * 5;
      const shown = (await inject(L.t.app, 'GET', `/api/layaways/${layaway.id}`, L.cashier)).json();
      expect(shown.cashBalanceCents).toBe(rounded);
      const last = await pay(layaway, { method: 'cash', amountCents: left, tenderedCents: rounded + 500 });
      expect(last.statusCode).toBe(200);
      expect(last.json().status).toBe('completed');
      const sale = (await inject(L.t.app, 'GET', `/api/sales/${last.json().orderId}`, L.manager)).json();
      expect(sale.payments.find((p: { method: string }) => p.method === 'cash')).toMatchObject({
        amountCents: rounded,
        changeCents: 500,
      });
      expect(sale.cashRoundingCents).toBe(rounded - left);
    } finally {
      await L.t.db.updateTable('products').set({ is_active: 1 }).where('id', '=', 'prod-lavender').execute();
      await L.t.db.updateTable('store').set({ cash_rounding_cents: 0 }).where('id', '=', 'store-1').execute();
    }
  });

  it('refuses a layaway tender on any other sale', async () => {
    const sale = await inject(L.t.app, 'POST', '/api/sales', L.cashier, {
      id: randomUUID(),
      tillId: 'till-1',
      customerId: 'cust-james',
      lines: [{ productId: 'prod-lavender', quantity: 1 }],
      payments: [{ method: 'layaway', amountCents: 100 }],
      expectedTotalCents: 100,
    });
    expect(sale.statusCode).toBe(400);
  });
});
