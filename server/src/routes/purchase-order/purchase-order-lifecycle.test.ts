import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { setStock } from '../../test/store-stock';
import { buildPurchasingApp } from './purchase-order.fixtures';
import type { PurchasingApp } from './purchase-order.fixtures';

// Purchase orders from draft to received in parts, with the weighted average cost; refused, cancelled and closed.
let purchasingApp: PurchasingApp;
let t: TestApp;
let call: PurchasingApp['call'];
let product: PurchasingApp['product'];
let supplierId: PurchasingApp['supplierId'];
let movementsOf: PurchasingApp['movementsOf'];
beforeAll(async () => {
  purchasingApp = await buildPurchasingApp();
  ({ t, call, product, supplierId, movementsOf } = purchasingApp);
});
afterAll(() => purchasingApp?.t.close());

describe('purchase orders', () => {
  it('goes from draft to sent to received in two parts: stock in through the ledger, cost averaged', async () => {
    const monstera = await product('prod-monstera');
    const snake = await product('prod-peace-lily');
    await t.db.updateTable('store_stock').set({ quantity: 0 }).where('product_id', '=', 'prod-monstera').execute();
    await setStock(t.db, 'prod-monstera', 10);
    const created = await call('POST', '/api/purchase-orders', {
      supplierId: await supplierId('Blue Ridge Nurseries'),
      expectedOn: '2026-12-01',
      note: 'Spring order',
      lines: [
        { productId: monstera.id, quantity: 30, unitCostCents: 2150 },
        { productId: snake.id, quantity: 12, unitCostCents: 1100 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const order = created.json();
    expect(order).toMatchObject({ status: 'draft', number: expect.stringMatching(/^PO-\d{4}$/) });
    expect(order.totalCents).toBe(30 * 2150 + 12 * 1100);

    // A draft cannot be received; it can be changed.
    expect(
      (
        await call('POST', `/api/purchase-orders/${order.id}/receipts`, {
          lines: [{ productId: monstera.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(409);
    const edited = await call('PUT', `/api/purchase-orders/${order.id}`, {
      supplierId: order.supplier.id,
      lines: [
        { productId: monstera.id, quantity: 30, unitCostCents: 2000 },
        { productId: snake.id, quantity: 12, unitCostCents: 1100 },
      ],
    });
    expect(edited.json().lines[0]).toMatchObject({ quantity: 30, unitCostCents: 2000, received: 0 });
    const sent = await call('POST', `/api/purchase-orders/${order.id}/send`);
    expect(sent.json()).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
    expect(
      (
        await call('PUT', `/api/purchase-orders/${order.id}`, {
          supplierId: order.supplier.id,
          lines: [{ productId: snake.id, quantity: 1, unitCostCents: 1 }],
        })
      ).statusCode,
    ).toBe(409);

    // First part: 20 monsteras at the ordered $20.00 onto 10 at $17.50 (and the other store's stock).
    const chainStock = Number(
      (
        await t.db
          .selectFrom('store_stock')
          .select((eb) => eb.fn.sum<number>('quantity').as('q'))
          .where('product_id', '=', monstera.id)
          .executeTakeFirstOrThrow()
      ).q,
    );
    const first = await call('POST', `/api/purchase-orders/${order.id}/receipts`, {
      lines: [{ productId: monstera.id, quantity: 20 }],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('partial');
    expect(first.json().lines[0]).toMatchObject({ received: 20 });
    const afterFirst = await product(monstera.id);
    expect(afterFirst.stock).toBe(30);
    const expectedCost = Math.round((chainStock * 1750 + 20 * 2000) / (chainStock + 20));
    expect(afterFirst.cost_cents).toBe(expectedCost);

    // Too many refused, nothing written.
    const over = await call('POST', `/api/purchase-orders/${order.id}/receipts`, {
      lines: [{ productId: monstera.id, quantity: 11 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().details[0]).toEqual({ path: 'lines.0.quantity', message: 'Only 10 still to come' });
    expect((await product(monstera.id)).stock).toBe(30);

    // Second part: the rest, the snake plants at an invoiced cost.
    const second = await call('POST', `/api/purchase-orders/${order.id}/receipts`, {
      lines: [
        { productId: monstera.id, quantity: 10 },
        { productId: snake.id, quantity: 12, unitCostCents: 1150 },
      ],
    });
    expect(second.json()).toMatchObject({ status: 'received', receivedAt: expect.any(String) });
    expect((await product(monstera.id)).stock).toBe(40);
    expect((await product(snake.id)).stock).toBe(snake.stock + 12);
    const movements = await movementsOf(order.id);
    expect(movements.map((m) => [m.product_id, m.quantity_change, m.reason])).toEqual([
      [monstera.id, 20, 'received'],
      [monstera.id, 10, 'received'],
      [snake.id, 12, 'received'],
    ]);
    // The ledger names the order by its number.
    const history = (await call('GET', `/api/products/${monstera.id}/stock-movements`)).json();
    expect(history.items[0]).toMatchObject({ reason: 'received', reference: order.number });

    // A received order takes nothing more.
    const more = await call('POST', `/api/purchase-orders/${order.id}/receipts`, {
      lines: [{ productId: monstera.id, quantity: 1 }],
    });
    expect(more.statusCode).toBe(409);
    const audit = await t.db.selectFrom('audit_log').select('action').where('subject_id', '=', order.id).execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'purchase_order.created',
      'purchase_order.received',
      'purchase_order.received',
      'purchase_order.sent',
    ]);
  });

  it('refuses bad orders with clear messages and writes nothing', async () => {
    const before = await t.db.selectFrom('purchase_orders').select('id').execute();
    const noLines = await call('POST', '/api/purchase-orders', { supplierId: 'x', lines: [] });
    expect(noLines.statusCode).toBe(400);
    const noSupplier = await call('POST', '/api/purchase-orders', {
      supplierId: 'nope',
      lines: [{ productId: 'prod-monstera', quantity: 1, unitCostCents: 100 }],
    });
    expect(noSupplier.json()).toMatchObject({ error: 'That supplier does not exist' });
    const twice = await call('POST', '/api/purchase-orders', {
      supplierId: await supplierId('GrowRight Soils'),
      lines: [
        { productId: 'prod-monstera', quantity: 1, unitCostCents: 100 },
        { productId: 'prod-monstera', quantity: 2, unitCostCents: 100 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details[0]).toMatchObject({ message: 'Already on this order' });
    const negative = await call('POST', '/api/purchase-orders', {
      supplierId: await supplierId('GrowRight Soils'),
      lines: [{ productId: 'prod-monstera', quantity: -1, unitCostCents: 100 }],
    });
    expect(negative.statusCode).toBe(400);
    expect(await t.db.selectFrom('purchase_orders').select('id').execute()).toEqual(before);
  });

  it('cancels a sent order, closes a part-received one short, and lists them by status', async () => {
    const supplier = await supplierId('Clay & Kiln');
    const make = async () =>
      (
        await call('POST', '/api/purchase-orders', {
          supplierId: supplier,
          lines: [{ productId: 'prod-terracotta', quantity: 10, unitCostCents: 450 }],
        })
      ).json();
    const a = await make();
    await call('POST', `/api/purchase-orders/${a.id}/send`);
    expect((await call('POST', `/api/purchase-orders/${a.id}/cancel`)).json().status).toBe('cancelled');
    expect((await call('POST', `/api/purchase-orders/${a.id}/send`)).json()).toMatchObject({
      error: expect.stringContaining('cannot be sent'),
    });

    const b = await make();
    await call('POST', `/api/purchase-orders/${b.id}/send`);
    await call('POST', `/api/purchase-orders/${b.id}/receipts`, {
      lines: [{ productId: 'prod-terracotta', quantity: 4 }],
    });
    expect((await call('POST', `/api/purchase-orders/${b.id}/cancel`)).statusCode).toBe(409);
    expect((await call('POST', `/api/purchase-orders/${b.id}/close`)).json().status).toBe('closed');

    const cancelled = (await call('GET', `/api/purchase-orders?status=cancelled&supplierId=${supplier}`)).json();
    expect(cancelled.items.map((o: { id: string }) => o.id)).toEqual([a.id]);
    // Another store does not see this store's orders.
    const admin = await t.signInAs('admin');
    await call('POST', '/api/session/store', { storeId: 'store-2' }, admin);
    expect((await call('GET', `/api/purchase-orders/${b.id}`, undefined, admin)).statusCode).toBe(404);
  });
});
