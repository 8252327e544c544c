import type { Executor } from '../db/database';

/** The store the demo and empty seeds open first. */
export const firstStoreId = 'store-1';

/** Products with their quantity in one store as `stock`, as tests read them. */
export function productsInStore(db: Executor, storeId = firstStoreId) {
  return db
    .selectFrom('products')
    .innerJoin('store_stock', (join) =>
      join.onRef('store_stock.product_id', '=', 'products.id').on('store_stock.store_id', '=', storeId),
    )
    .selectAll('products')
    .select('store_stock.quantity as stock');
}

/** Puts a store's quantity of a product straight into the database (a test's starting point). */
export async function setStock(db: Executor, productId: string, quantity: number, storeId = firstStoreId) {
  await db
    .updateTable('store_stock')
    .set({ quantity })
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .execute();
}
