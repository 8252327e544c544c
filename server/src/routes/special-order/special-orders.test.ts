import { describe, expect, it } from 'vitest';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { productsInStore, setStock } from '../../test/store-stock';
import {
  collect,
  count,
  deposit,
  drawer,
  inject,
  order,
  purchaseOrderLine,
  receive,
  S,
  stockOf,
  today,
  useSpecialOrderStore,
} from './special-orders.fixtures';
import type { SpecialOrder } from './special-orders.fixtures';

// Special orders (issue 45): an item ordered in for a customer joins the store's next purchase order to its
// supplier; when the goods arrive it is put by (ready to collect) and collecting it is a sale. Cancelling and
// one-off items: special-order-cancel.test.ts.
useSpecialOrderStore();

describe('ordering an item in for a customer', () => {
  it('prices it for the customer, puts it on a draft to its supplier and takes the deposit into the drawer', async () => {
    const figuresBefore = await drawer();
    const response = await order({ deposit: deposit(2_000, 'cash', 5_000) });
    expect(response.statusCode).toBe(201);
    const made = response.json() as SpecialOrder;
    const monstera = await productsInStore(S.t.db).where('id', '=', 'prod-monstera').executeTakeFirstOrThrow();
    const expected = cartTotals([
      { unitPriceCents: monstera.price_cents, quantity: 2, taxRate: monstera.tax_rate_bps / 100 },
    ]);
    expect(made).toMatchObject({
      number: expect.stringMatching(/^SPO-\d{4}$/),
      status: 'ordered',
      totalCents: expected.totalCents,
      paidCents: 2_000,
      balanceCents: expected.totalCents - 2_000,
      supplierName: 'Blue Ridge Nurseries',
      purchaseOrder: { status: 'draft' },
      payments: [{ kind: 'deposit', method: 'cash', amountCents: 2_000 }],
    });
    const line = await purchaseOrderLine(made.purchaseOrder!.id, 'prod-monstera');
    expect(Number(line!.quantity)).toBeGreaterThanOrEqual(2);
    const figures = await drawer();
    expect(figures.drawer.expectedCents - figuresBefore.drawer.expectedCents).toBe(2_000);
    expect(figures.drawer.specialOrderCashCents - figuresBefore.drawer.specialOrderCashCents).toBe(2_000);
    expect(figures.specialOrderDeposits.find((row) => row.method === 'cash')!.amountCents).toBeGreaterThanOrEqual(
      2_000,
    );

    // A second order for the same supplier joins the same draft: onto the same line for the same product.
    const again = (await order({ quantity: 1 })).json() as SpecialOrder;
    expect(again.purchaseOrder!.id).toBe(made.purchaseOrder!.id);
    expect(Number((await purchaseOrderLine(made.purchaseOrder!.id, 'prod-monstera'))!.quantity)).toBe(
      Number(line!.quantity) + 1,
    );
    const lavender = (await order({ productId: 'prod-lavender', quantity: 3 })).json() as SpecialOrder;
    expect(lavender.purchaseOrder!.id).toBe(made.purchaseOrder!.id);
    expect(Number((await purchaseOrderLine(made.purchaseOrder!.id, 'prod-lavender'))!.quantity)).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('refuses no customer, no item, a deposit over the price, cash without a shift; writes nothing', async () => {
    const before = await Promise.all([
      count('special_orders'),
      count('special_order_payments'),
      count('purchase_order_lines'),
    ]);
    const nobody = await order({ customerId: undefined });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.body).toMatch(/Choose the customer the order is for/);
    const nothing = await order({ productId: undefined });
    expect(nothing.body).toMatch(/Choose a product or type a one-off item/);
    const tooMuch = await order({ deposit: deposit(10_000_000) });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toMatch(/^The deposit cannot be more than the order's \$\d+\.\d\d$/);
    const noShift = await order({ tillId: 'till-2', deposit: deposit(500) });
    expect(noShift.json().error).toMatch(/open a shift on this till first/);
    const noSupplier = await order({ supplierId: 'no-such-supplier' });
    expect(noSupplier.json().error).toBe('That supplier does not exist');
    const unknown = await order({ productId: 'no-such-product' });
    expect(unknown.json().error).toBe('Product not found');
    expect(
      await Promise.all([count('special_orders'), count('special_order_payments'), count('purchase_order_lines')]),
    ).toEqual(before);
  });
});

describe('goods arriving and being collected', () => {
  it('puts the goods by when they all arrive, then hands them over as a sale paid by the deposit and the rest', async () => {
    await setStock(S.t.db, 'prod-lavender', 5);
    const made = (
      await order({ productId: 'prod-lavender', quantity: 4, deposit: deposit(1_000, 'card') })
    ).json() as SpecialOrder;
    const early = await collect(made);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(`Special order ${made.number} has not arrived yet`);

    const po = made.purchaseOrder!.id;
    const onOrder = Number((await purchaseOrderLine(po, 'prod-lavender'))!.quantity);
    // The order of 3 lavender made before this one is served first: 6 cover it, and 3 of this one's 4.
    expect((await receive(po, [{ productId: 'prod-lavender', quantity: 6 }])).statusCode).toBe(200);
    const still = (await inject(S.t.app, 'GET', `/api/special-orders/${made.id}`, S.cashier)).json() as SpecialOrder;
    expect(still.status).toBe('ordered');
    const stockBefore = await stockOf('prod-lavender');
    const rest = onOrder - 6;
    expect((await receive(po, [{ productId: 'prod-lavender', quantity: rest }])).statusCode).toBe(200);
    const ready = (await inject(S.t.app, 'GET', `/api/special-orders/${made.id}`, S.cashier)).json() as SpecialOrder;
    expect(ready.status).toBe('ready');
    // What arrived came in, and this order's 4 (3 of them from the first delivery) were put by.
    expect(await stockOf('prod-lavender')).toBe(stockBefore + rest - 4);
    const listed = (await inject(S.t.app, 'GET', '/api/products?q=Lavender', S.manager)).json();
    expect(listed.items.find((p: { id: string }) => p.id === 'prod-lavender').reserved).toBeGreaterThanOrEqual(4);
    const dashboard = (await inject(S.t.app, 'GET', '/api/dashboard', S.manager)).json();
    expect(dashboard.readySpecialOrders.items).toContainEqual(
      expect.objectContaining({ number: made.number, customerName: 'James Carter', name: "Lavender 'Hidcote' 2L" }),
    );

    const stockAtCollection = await stockOf('prod-lavender');
    const figuresBefore = await drawer();
    const collected = await collect(made, 'card');
    expect(collected.statusCode).toBe(200);
    const done = collected.json() as SpecialOrder;
    expect(done).toMatchObject({ status: 'collected', orderNumber: expect.stringMatching(/^ORD-/), balanceCents: 0 });
    const sale = (await inject(S.t.app, 'GET', `/api/sales/${done.orderId}`, S.manager)).json();
    expect(sale.totalCents).toBe(made.totalCents);
    expect(sale.payments.map((p: { method: string; amountCents: number }) => [p.method, p.amountCents])).toEqual([
      ['special_order', 1_000],
      ['card', made.totalCents - 1_000],
    ]);
    // The goods were out of stock since they arrived: handing them over leaves the shelf as it was.
    expect(await stockOf('prod-lavender')).toBe(stockAtCollection);
    const figures = await drawer();
    expect(figures.drawer.expectedCents).toBe(figuresBefore.drawer.expectedCents);

    const finance = (
      await inject(S.t.app, 'GET', `/api/reports/finance?from=${today()}&to=${today()}`, S.manager)
    ).json();
    expect(finance.specialOrders.completedCents).toBeGreaterThanOrEqual(1_000);
    expect(finance.specialOrders.depositsCents).toBeGreaterThanOrEqual(3_000);
    const resent = await collect(made, 'card', S.t.app, { id: done.orderId });
    expect(resent.json()).toMatchObject({ status: 'collected', orderId: done.orderId });
    expect((await collect(made)).statusCode).toBe(409);
  });

  it('two tills collecting the same order at once: one sale, the other refused', async () => {
    const made = (await order({ productId: 'prod-lavender', quantity: 1 })).json() as SpecialOrder;
    await S.t.db.updateTable('special_orders').set({ status: 'ready' }).where('id', '=', made.id).execute();
    const salesBefore = await count('orders');
    const answers = await Promise.all([collect(made, 'card'), collect(made, 'card', S.second)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await count('orders')).toBe(salesBefore + 1);
  });

  it('refunds the collected sale’s deposit share as cash out of the drawer', async () => {
    const made = (await order({ quantity: 1, deposit: deposit(500, 'card') })).json() as SpecialOrder;
    await S.t.db.updateTable('special_orders').set({ status: 'ready' }).where('id', '=', made.id).execute();
    const done = (await collect(made, 'card')).json() as SpecialOrder;
    const sale = (await inject(S.t.app, 'GET', `/api/sales/${done.orderId}`, S.manager)).json();
    const before = await drawer();
    const refund = await inject(S.t.app, 'POST', '/api/refunds', S.manager, {
      id: crypto.randomUUID(),
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
      ['card', made.totalCents - 500],
      ['cash', 500],
    ]);
    expect(before.drawer.expectedCents - (await drawer()).drawer.expectedCents).toBe(500);
  });

  it('a deposit pays only the sale that hands its order over', async () => {
    const made = (await order({ quantity: 1, deposit: deposit(500, 'card') })).json() as SpecialOrder;
    const sale = await inject(S.t.app, 'POST', '/api/sales', S.cashier, {
      id: crypto.randomUUID(),
      tillId: 'till-1',
      customerId: 'cust-james',
      lines: [{ productId: 'prod-monstera', quantity: 1 }],
      payments: [{ method: 'special_order', amountCents: 500 }],
      expectedTotalCents: made.totalCents,
    });
    expect(sale.statusCode).toBe(400);
    expect(sale.json().error).toBe('A special order’s deposit pays only the sale that hands it over');
  });
});
