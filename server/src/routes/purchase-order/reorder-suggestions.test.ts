import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { firstStoreId, setStock } from '../../test/store-stock';
import { buildPurchasingApp } from './purchase-order.fixtures';
import type { PurchasingApp } from './purchase-order.fixtures';

// What to reorder: products at or below their level, less what is already on order.
let purchasingApp: PurchasingApp;
let t: TestApp;
let call: PurchasingApp['call'];
let product: PurchasingApp['product'];
beforeAll(async () => {
  purchasingApp = await buildPurchasingApp();
  ({ t, call, product } = purchasingApp);
});
afterAll(() => purchasingApp?.t.close());

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
