import { describe, expect, it } from 'vitest';
import { addProduct } from '../../test/add-product';
import {
  cancel,
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

// Special orders (issue 45), continued: items the catalogue does not have, goods sold by weight, cancelling, lists.
useSpecialOrderStore();

const supplierId = async (name: string) =>
  (await S.t.db.selectFrom('suppliers').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('a one-off item', () => {
  it('is added to the catalogue not for sale, ordered from the supplier named and sold at its typed price', async () => {
    const response = await order({
      productId: undefined,
      oneOff: {
        name: 'Olive tree 12L, multi-stem',
        priceCents: 18_900,
        costCents: 11_000,
        categoryId: 'cat-plants',
        taxRate: 8.25,
      },
      supplierId: await supplierId('Evergreen Wholesale'),
      quantity: 1,
    });
    expect(response.statusCode).toBe(201);
    const made = response.json() as SpecialOrder;
    expect(made).toMatchObject({
      name: 'Olive tree 12L, multi-stem',
      sku: made.number,
      supplierName: 'Evergreen Wholesale',
    });
    expect(made.totalCents).toBe(18_900 + Math.round(18_900 * 0.0825));
    const product = await S.t.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', made.productId)
      .executeTakeFirstOrThrow();
    expect(product).toMatchObject({
      is_active: 0,
      price_cents: 18_900,
      sku: made.number,
      supplier: 'Evergreen Wholesale',
    });
    const line = await purchaseOrderLine(made.purchaseOrder!.id, made.productId);
    expect(line).toMatchObject({ quantity: 1, unit_cost_cents: 11_000 });
    // Not on the shelves: the catalogue of products for sale does not list it.
    const forSale = (await inject(S.t.app, 'GET', '/api/products?active=true&q=Olive', S.cashier)).json();
    expect(forSale.items).toEqual([]);

    await receive(made.purchaseOrder!.id, [{ productId: made.productId, quantity: 1 }]);
    const sold = (await collect(made, 'cash', S.t.app, { tenderedCents: 30_000 })).json() as SpecialOrder;
    expect(sold.status).toBe('collected');
    const sale = (await inject(S.t.app, 'GET', `/api/sales/${sold.orderId}`, S.manager)).json();
    expect(sale).toMatchObject({ totalCents: made.totalCents, lines: [{ name: 'Olive tree 12L, multi-stem' }] });
  });

  it('needs a supplier and a category that exist', async () => {
    const before = await count('special_orders');
    const oneOff = { name: 'Fig', priceCents: 2_500, categoryId: 'cat-plants', taxRate: 8.25 };
    expect((await order({ productId: undefined, oneOff })).json().error).toBe('Choose the supplier to order it from');
    const noCategory = await order({
      productId: undefined,
      oneOff: { ...oneOff, categoryId: 'nope' },
      supplierId: await supplierId('Evergreen Wholesale'),
    });
    expect(noCategory.json().error).toBe('That category does not exist');
    expect(await count('special_orders')).toBe(before);
  });
});

describe('goods sold by weight', () => {
  it('orders 2.5 lb from the product’s own supplier, charges round(weight × price), and hands over what arrived', async () => {
    const cheese = await addProduct(S.t, S.manager, {
      sku: 'DELI-SPO-CHEESE',
      soldBy: 'lb',
      priceCents: 1_899,
      supplier: 'Heirloom Seed Co.',
    });
    const response = await order({ productId: cheese.id, quantity: 2_500, deposit: deposit(1_000, 'card') });
    expect(response.statusCode).toBe(201);
    const made = response.json() as SpecialOrder;
    expect(made).toMatchObject({ soldBy: 'lb', quantity: 2_500, totalCents: Math.round(2.5 * 1_899) });
    expect((await purchaseOrderLine(made.purchaseOrder!.id, cheese.id))!.quantity).toBe(2_500);
    await receive(made.purchaseOrder!.id, [{ productId: cheese.id, quantity: 2_500 }]);
    expect(await stockOf(cheese.id)).toBe(0);
    const sold = (await collect(made)).json() as SpecialOrder;
    const sale = (await inject(S.t.app, 'GET', `/api/sales/${sold.orderId}`, S.manager)).json();
    expect(sale).toMatchObject({ totalCents: made.totalCents, lines: [{ quantity: 2_500 }] });
    expect(await stockOf(cheese.id)).toBe(0);
  });
});

describe('cancelling a special order', () => {
  it('still on a draft: the deposit goes back out of the drawer and the goods come off the draft', async () => {
    const made = (
      await order({ productId: 'prod-lavender', quantity: 2, deposit: deposit(1_500) })
    ).json() as SpecialOrder;
    const onDraft = Number((await purchaseOrderLine(made.purchaseOrder!.id, 'prod-lavender'))!.quantity);
    const figuresBefore = await drawer();
    expect((await cancel(made, S.cashier)).statusCode).toBe(403);
    const cancelled = await cancel(made);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      balanceCents: 0,
      payments: [
        { kind: 'deposit', method: 'cash', amountCents: 1_500 },
        { kind: 'refund', method: 'cash', amountCents: -1_500 },
      ],
    });
    const after = await purchaseOrderLine(made.purchaseOrder!.id, 'prod-lavender');
    expect(Number(after?.quantity ?? 0)).toBe(onDraft - 2);
    const figures = await drawer();
    expect(figures.drawer.expectedCents - figuresBefore.drawer.expectedCents).toBe(-1_500);
    expect(figures.specialOrderRefunds).toContainEqual({ method: 'cash', count: 1, amountCents: 1_500 });
    expect((await cancel(made)).json().status).toBe('cancelled');
    expect((await collect(made)).statusCode).toBe(409);
  });

  it('ready to collect: its goods go back on the shelf, a card deposit back to the card', async () => {
    const made = (await order({ quantity: 1, deposit: deposit(700, 'card') })).json() as SpecialOrder;
    const po = made.purchaseOrder!.id;
    const onOrder = Number((await purchaseOrderLine(po, 'prod-monstera'))!.quantity);
    await receive(po, [{ productId: 'prod-monstera', quantity: onOrder }]);
    expect((await inject(S.t.app, 'GET', `/api/special-orders/${made.id}`, S.cashier)).json().status).toBe('ready');
    const stockBefore = await stockOf('prod-monstera');
    const figuresBefore = await drawer();
    const cancelled = (await cancel(made)).json() as SpecialOrder;
    expect(cancelled.payments.at(-1)).toMatchObject({ kind: 'refund', method: 'card', amountCents: -700 });
    expect(await stockOf('prod-monstera')).toBe(stockBefore + 1);
    expect((await drawer()).drawer.expectedCents).toBe(figuresBefore.drawer.expectedCents);
    const finance = (
      await inject(S.t.app, 'GET', `/api/reports/finance?from=${today()}&to=${today()}`, S.manager)
    ).json();
    expect(finance.specialOrders.refundsCents).toBeGreaterThanOrEqual(700);
  });
});

describe('a purchase order cancelled under a special order', () => {
  it('moves the order onto the next draft to its supplier, so its goods are ordered again', async () => {
    const oneOff = { name: 'Glazed urn 60cm', priceCents: 12_900, costCents: 7_000, categoryId: 'cat-pots' };
    const made = (
      await order({ productId: undefined, oneOff, supplierId: await supplierId('Clay & Kiln') })
    ).json() as SpecialOrder;
    const first = made.purchaseOrder!;
    const cancelled = await inject(S.t.app, 'POST', `/api/purchase-orders/${first.id}/cancel`, S.inventory);
    expect(cancelled.json().status).toBe('cancelled');
    const now = (await inject(S.t.app, 'GET', `/api/special-orders/${made.id}`, S.cashier)).json() as SpecialOrder;
    expect(now.status).toBe('ordered');
    expect(now.purchaseOrder).toMatchObject({ status: 'draft' });
    expect(now.purchaseOrder!.id).not.toBe(first.id);
    expect(await purchaseOrderLine(now.purchaseOrder!.id, made.productId)).toMatchObject({
      quantity: 2,
      unit_cost_cents: 7_000,
    });
  });
});

describe('the lists', () => {
  it('finds a store’s orders by number, customer or item and status, and a customer’s', async () => {
    const made = (await order({ productId: 'prod-lavender', quantity: 1 })).json() as SpecialOrder;
    const list = async (query: string) =>
      (await inject(S.t.app, 'GET', `/api/special-orders?${query}`, S.cashier)).json() as {
        items: { id: string }[];
        total: number;
      };
    expect((await list(`q=${made.number}`)).items.map((item) => item.id)).toEqual([made.id]);
    expect((await list('q=lavender&status=ordered')).items.map((item) => item.id)).toContain(made.id);
    expect((await list('status=collected')).items.map((item) => item.id)).not.toContain(made.id);
    expect((await list('customerId=cust-james')).items.map((item) => item.id)).toContain(made.id);
    expect((await list('customerId=cust-emma')).total).toBe(0);
    expect((await inject(S.t.app, 'GET', '/api/special-orders?status=lost', S.cashier)).statusCode).toBe(400);
  });
});

describe('special orders in a chain', () => {
  it('are each store’s own: its purchase order, its list, and handed over only there', async () => {
    const riverside = await S.t.signInAs('manager');
    expect((await inject(S.t.app, 'POST', '/api/session/store', riverside, { storeId: 'store-2' })).statusCode).toBe(
      200,
    );
    const ours = (await order({ productId: 'prod-lavender', quantity: 1 })).json() as SpecialOrder;
    const theirs = (
      await order({ productId: 'prod-lavender', quantity: 1, tillId: 'till-r1' }, riverside)
    ).json() as SpecialOrder;
    expect(theirs.purchaseOrder!.id).not.toBe(ours.purchaseOrder!.id);
    const po = await S.t.db
      .selectFrom('purchase_orders')
      .select('store_id')
      .where('id', '=', theirs.purchaseOrder!.id)
      .executeTakeFirstOrThrow();
    expect(po.store_id).toBe('store-2');
    const listed = (await inject(S.t.app, 'GET', '/api/special-orders', riverside)).json();
    expect(listed.items.map((item: SpecialOrder) => item.id)).toEqual([theirs.id]);
    await S.t.db.updateTable('special_orders').set({ status: 'ready' }).where('id', '=', ours.id).execute();
    const across = await inject(S.t.app, 'POST', `/api/special-orders/${ours.id}/collect`, riverside, {
      id: crypto.randomUUID(),
      tillId: 'till-r1',
      method: 'card',
    });
    expect(across.statusCode).toBe(400);
    expect(across.json().error).toBe(`Special order ${ours.number} was made at Greenleaf Garden Centre: take it there`);
  });
});
