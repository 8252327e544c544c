import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { addProduct } from '../../test/add-product';
import { firstStoreId, productsInStore, setStock } from '../../test/store-stock';

// Suppliers, purchase orders from draft to received in parts, weighted average cost, and what to reorder.

let t: TestApp;
let inventory: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  [inventory, cashier] = await Promise.all([t.signInAs('inventory'), t.signInAs('cashier')]);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = inventory) =>
  t.app.inject({ method, url, payload, headers: { cookie } });
const product = (id: string) => productsInStore(t.db).where('products.id', '=', id).executeTakeFirstOrThrow();
const supplierId = async (name: string) =>
  (await t.db.selectFrom('suppliers').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const movementsOf = (reference: string) =>
  t.db.selectFrom('stock_movements').selectAll().where('reference', '=', reference).orderBy('product_id').execute();

describe('suppliers', () => {
  it('lists the demo suppliers with how many products name each', async () => {
    const response = await call('GET', '/api/suppliers');
    expect(response.statusCode).toBe(200);
    const blueRidge = response.json().find((s: { name: string }) => s.name === 'Blue Ridge Nurseries');
    expect(blueRidge).toMatchObject({ email: 'orders@blueridgenurseries.example', productCount: 2, leadTimeDays: 5 });
  });

  it('adds a supplier, refuses a duplicate name and bad input, and renames the products that named it', async () => {
    const created = await call('POST', '/api/suppliers', { name: 'Pond Supplies Co', email: 'po@pond.example' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;

    const duplicate = await call('POST', '/api/suppliers', { name: '  pond supplies co ' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error).toBe('There is already a supplier called Pond Supplies Co');
    const badEmail = await call('POST', '/api/suppliers', { name: 'Other', email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().details[0]).toMatchObject({ path: 'email' });
    expect(await t.db.selectFrom('suppliers').select('id').where('name', '=', 'Other').execute()).toEqual([]);

    await t.db
      .updateTable('products')
      .set({ supplier: 'Pond Supplies Co' })
      .where('id', '=', 'prod-bistro-set')
      .execute();
    const renamed = await call('PUT', `/api/suppliers/${id}`, { name: 'Pond & Water Co', email: 'po@pond.example' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Pond & Water Co', productCount: 1 });
    expect((await product('prod-bistro-set')).supplier).toBe('Pond & Water Co');
  });

  it('is read-only to those who cannot manage products', async () => {
    expect((await call('POST', '/api/suppliers', { name: 'X' }, cashier)).statusCode).toBe(403);
    expect((await call('GET', '/api/suppliers', undefined, cashier)).statusCode).toBe(403);
  });

  it('comes into being when a product is saved naming a new one', async () => {
    const lavender = await product('prod-lavender');
    const response = await call('PUT', `/api/products/${lavender.id}`, {
      name: lavender.name,
      sku: lavender.sku,
      barcode: lavender.barcode,
      priceCents: lavender.price_cents,
      costCents: lavender.cost_cents,
      taxRate: lavender.tax_rate_bps / 100,
      categoryId: lavender.category_id,
      reorderLevel: lavender.reorder_level,
      description: lavender.description,
      supplier: 'Lavender Fields Farm',
      isActive: true,
    });
    expect(response.statusCode).toBe(200);
    const suppliers = (await call('GET', '/api/suppliers')).json();
    expect(suppliers.find((s: { name: string }) => s.name === 'Lavender Fields Farm')).toMatchObject({
      productCount: 1,
    });
  });
});

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

describe('reorder suggestions', () => {
  it('suggests products at or below their level, up to 30 days of sales plus the level, less what is on order', async () => {
    await setStock(t.db, 'prod-secateurs', 2);
    const gloves = await product('prod-secateurs');
    const level = gloves.reorder_level ?? 0;
    const soldRow = await t.db
      .selectFrom('daily_product_sales')
      .select((eb) => eb.fn.sum<number>('quantity').as('q'))
      .where('store_id', '=', firstStoreId)
      .where('product_id', '=', 'prod-secateurs')
      .where('business_date', '>=', new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10))
      .executeTakeFirstOrThrow();
    expect(Number(soldRow.q)).toBeGreaterThan(0);

    const suggestions = (await call('GET', '/api/reorder-suggestions')).json();
    const line = suggestions.find((s: { productId: string }) => s.productId === 'prod-secateurs');
    expect(line).toMatchObject({ onHand: 2, onOrder: 0, reorderLevel: level, supplier: { name: 'Fieldcraft Tools' } });
    expect(line.quantity).toBe(line.soldLast30Days + level - 2);

    // Once ordered (and sent), the gloves are on order and no longer suggested.
    const ordered = (
      await call('POST', '/api/purchase-orders', {
        supplierId: line.supplier.id,
        lines: [{ productId: 'prod-secateurs', quantity: line.quantity, unitCostCents: line.unitCostCents }],
      })
    ).json();
    await call('POST', `/api/purchase-orders/${ordered.id}/send`);
    const after = (await call('GET', `/api/reorder-suggestions?supplierId=${line.supplier.id}`)).json();
    expect(after.find((s: { productId: string }) => s.productId === 'prod-secateurs')).toBeUndefined();
    expect(after.every((s: { supplier: { id: string } }) => s.supplier.id === line.supplier.id)).toBe(true);
  });
});

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
