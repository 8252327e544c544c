import { buildTestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';

/**
 * The demo store signed in as its inventory member and its cashier, with the helpers the purchase-order test files
 * (suppliers, purchase orders, reorder suggestions, goods sold by weight) call it with.
 */
export async function buildPurchasingApp() {
  const t = await buildTestApp();
  const [inventory, cashier] = await Promise.all([t.signInAs('inventory'), t.signInAs('cashier')]);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = inventory) =>
    t.app.inject({ method, url, payload, headers: { cookie } });
  const product = (id: string) => productsInStore(t.db).where('products.id', '=', id).executeTakeFirstOrThrow();
  const supplierId = async (name: string) =>
    (await t.db.selectFrom('suppliers').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const movementsOf = (reference: string) =>
    t.db.selectFrom('stock_movements').selectAll().where('reference', '=', reference).orderBy('product_id').execute();

  return { t, inventory, cashier, call, product, supplierId, movementsOf };
}

export type PurchasingApp = Awaited<ReturnType<typeof buildPurchasingApp>>;
