import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct } from '../../test/add-product';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

// Reports › Inventory for a delicatessen's weighed goods: stock, level and value in each product's own unit.

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.signInAs('manager');
});
afterAll(() => t?.close());

// Stock on hand is a snapshot: the range the report is asked for does not change it.
const inventoryReport = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/reports/inventory?from=2026-01-01&to=2026-01-31',
      headers: { cookie: manager },
    })
  ).json() as { items: { productId: string }[] };

describe('Reports › Inventory of goods sold by weight', () => {
  it('gives stock in thousandths of the unit, judges it by 5 of that unit, and values it at the cost per unit', async () => {
    const cheddar = await addProduct(t, manager, { sku: 'DELI-INV-CHD', soldBy: 'lb', stock: 10_250, costCents: 1200 });
    const gouda = await addProduct(t, manager, {
      sku: 'DELI-INV-GOU',
      soldBy: 'kg',
      stock: 4_000,
      costCents: 1999,
      reorderLevel: null,
    });
    const brie = await addProduct(t, manager, {
      sku: 'DELI-INV-BRI',
      soldBy: 'lb',
      stock: 750,
      costCents: null,
      priceCents: 1499,
      reorderLevel: 500,
    });
    const items = (await inventoryReport()).items;
    const row = (id: string) => items.find((item) => item.productId === id);
    // 10.25 lb at $12.00 a lb is $123.00; above twice the 5 lb level.
    expect(row(cheddar.id)).toMatchObject({
      soldBy: 'lb',
      stock: 10_250,
      reorderLevel: 5000,
      status: 'good',
      stockValueCents: 12_300,
    });
    // 4 kg is under the 5 kg level; 4 kg at $19.99 a kg is $79.96.
    expect(row(gouda.id)).toMatchObject({ soldBy: 'kg', stock: 4000, reorderLevel: 5000, status: 'low' });
    expect(row(gouda.id)).toMatchObject({ stockValueCents: 7996 });
    // No cost: 60 % of $14.99 is $8.99 a lb, and 0.75 lb of it is $6.74 (6.7425).
    expect(row(brie.id)).toMatchObject({ stock: 750, reorderLevel: 500, status: 'medium', stockValueCents: 674 });
  });
});
