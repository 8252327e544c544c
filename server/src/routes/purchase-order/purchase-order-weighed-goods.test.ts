import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { addProduct } from '../../test/add-product';
import { buildPurchasingApp } from './purchase-order.fixtures';
import type { PurchasingApp } from './purchase-order.fixtures';

// Goods sold by weight on purchase orders: ordered, received and suggested in the product's unit.
let purchasingApp: PurchasingApp;
let t: TestApp;
let inventory: string;
let call: PurchasingApp['call'];
let product: PurchasingApp['product'];
let supplierId: PurchasingApp['supplierId'];
let movementsOf: PurchasingApp['movementsOf'];
beforeAll(async () => {
  purchasingApp = await buildPurchasingApp();
  ({ t, inventory, call, product, supplierId, movementsOf } = purchasingApp);
});
afterAll(() => purchasingApp?.t.close());

describe('goods sold by weight', () => {
  it('orders 2.5 lb of cheese and receives it in two parts: stock moves by exactly 2500 thousandths of a lb', async () => {
    const cheddar = await addProduct(t, inventory, { sku: 'DELI-PO-CHD', soldBy: 'lb', stock: 1000, costCents: 1200 });
    const created = await call('POST', '/api/purchase-orders', {
      supplierId: await supplierId('Fieldcraft Tools'),
      lines: [{ productId: cheddar.id, quantity: 2500, unitCostCents: 1000 }],
    });
    expect(created.statusCode).toBe(201);
    const order = created.json();
    // 2.5 lb at $10.00 a lb.
    expect(order.lines[0]).toMatchObject({ soldBy: 'lb', quantity: 2500, received: 0, totalCents: 2500 });
    expect(order.totalCents).toBe(2500);
    await call('POST', `/api/purchase-orders/${order.id}/send`);

    const first = await call('POST', `/api/purchase-orders/${order.id}/receipts`, {
      lines: [{ productId: cheddar.id, quantity: 1750 }],
    });
    expect(first.json()).toMatchObject({ status: 'partial', lines: [{ received: 1750 }] });
    const over = await call('POST', `/api/purchase-orders/${order.id}/receipts`, {
      lines: [{ productId: cheddar.id, quantity: 751 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().details[0]).toEqual({ path: 'lines.0.quantity', message: 'Only 0.75 lb still to come' });
    const second = await call('POST', `/api/purchase-orders/${order.id}/receipts`, {
      lines: [{ productId: cheddar.id, quantity: 750 }],
    });
    expect(second.json()).toMatchObject({ status: 'received', lines: [{ received: 2500 }] });

    const after = await product(cheddar.id);
    expect(after.stock).toBe(1000 + 2500);
    expect((await movementsOf(order.id)).map((m) => m.quantity_change)).toEqual([1750, 750]);
    // The cost averages weight against weight: 1 lb at $12.00 and 1.75 lb at $10.00 make $10.73 a lb; with 0.75 lb
    // more at $10.00, $10.57.
    expect(after.cost_cents).toBe(1057);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('summary')
      .where('subject_id', '=', order.id)
      .where('action', '=', 'purchase_order.received')
      .orderBy('occurred_at')
      .execute();
    expect(audit.map((entry) => entry.summary)).toEqual([
      `${order.number} · 1 line, 1.75 lb in`,
      `${order.number} · 1 line, 0.75 lb in · complete`,
    ]);
  });

  it('takes 100 kg of a product sold by the gram, and holds each line to a million of its unit', async () => {
    const flour = await addProduct(t, inventory, { sku: 'DELI-PO-FLR', soldBy: 'g', costCents: 1 });
    const trowelSupplier = await supplierId('Fieldcraft Tools');
    const heavy = await call('POST', '/api/purchase-orders', {
      supplierId: trowelSupplier,
      lines: [{ productId: flour.id, quantity: 100_000_000, unitCostCents: 1 }],
    });
    expect(heavy.statusCode).toBe(201);
    expect(heavy.json().lines[0]).toMatchObject({ quantity: 100_000_000, totalCents: 100_000 });

    const before = await t.db.selectFrom('purchase_orders').select('id').execute();
    const units = await call('POST', '/api/purchase-orders', {
      supplierId: trowelSupplier,
      lines: [{ productId: 'prod-trowel', quantity: 1_000_001, unitCostCents: 1 }],
    });
    expect(units.statusCode).toBe(400);
    expect(units.json().details[0]).toEqual({ path: 'lines.0.quantity', message: 'At most 1,000,000' });
    expect(await t.db.selectFrom('purchase_orders').select('id').execute()).toEqual(before);
  });

  it('suggests a weight in whole units of it: 1.2 lb on hand under a 5 lb level orders 4 lb', async () => {
    const brie = await addProduct(t, inventory, {
      sku: 'DELI-PO-BRI',
      soldBy: 'lb',
      stock: 1200,
      reorderLevel: 5000,
      supplier: 'Fieldcraft Tools',
    });
    const suggestions = (await call('GET', '/api/reorder-suggestions')).json();
    expect(suggestions.find((s: { productId: string }) => s.productId === brie.id)).toMatchObject({
      soldBy: 'lb',
      onHand: 1200,
      reorderLevel: 5000,
      soldLast30Days: 0,
      quantity: 4000,
    });
  });
});
