import type { Executor } from '../database';

/** Each record that keeps a product in the store's history, by the table holding it. */
const historyTables = {
  order_lines: 'sales',
  return_lines: 'returns',
  stock_movements: 'stock movements',
  purchase_order_lines: 'purchase orders',
  stock_transfer_lines: 'stock transfers',
  stock_take_lines: 'stock takes',
} as const;
export type ProductHistory = (typeof historyTables)[keyof typeof historyTables];

/** The kinds of history any of the products has: a sale (parked ones too), a return, a movement, an order… */
export async function findProductHistory(db: Executor, ids: readonly string[]): Promise<ProductHistory[]> {
  const found: ProductHistory[] = [];
  for (const [table, kind] of Object.entries(historyTables)) {
    let query = db
      .selectFrom(table as keyof typeof historyTables)
      .select('product_id')
      .where('product_id', 'in', ids);
    // The opening stock a product was added with is not history: a product added by mistake can still go.
    if (table === 'stock_movements') query = query.where('reason' as never, '!=', 'initial' as never);
    const row = await query.limit(1).executeTakeFirst();
    if (row) found.push(kind);
  }
  return found;
}

/**
 * Deletes products that have no history, with what only describes them (each store's stock row and prices, and
 * the opening stock they were added with).
 */
export async function deleteProductRows(db: Executor, ids: readonly string[]) {
  await db.deleteFrom('stock_movements').where('product_id', 'in', ids).where('reason', '=', 'initial').execute();
  await db.deleteFrom('price_list_prices').where('product_id', 'in', ids).execute();
  await db.deleteFrom('store_prices').where('product_id', 'in', ids).execute();
  await db.deleteFrom('store_stock').where('product_id', 'in', ids).execute();
  // Variants before their product, which they name.
  await db.deleteFrom('products').where('id', 'in', ids).where('parent_id', 'is not', null).execute();
  await db.deleteFrom('products').where('id', 'in', ids).execute();
}
