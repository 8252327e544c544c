import type { Executor } from '../database';
import { inStore } from './catalog-repository';

/** A product's variants as one store sees them, in the order they were made. */
export function findVariants(db: Executor, storeId: string, parentId: string) {
  return db
    .selectFrom('products')
    .selectAll('products')
    .select(inStore(storeId))
    .where('parent_id', '=', parentId)
    .orderBy('created_at')
    .orderBy('sku')
    .execute();
}

/** Products other than these using any of the SKUs (ignoring case) or barcodes. */
export function findCodeOwners(db: Executor, skus: string[], barcodes: string[], exceptIds: string[]) {
  let query = db
    .selectFrom('products')
    .select(['id', 'sku', 'barcode'])
    .where((eb) =>
      eb.or([
        eb(
          eb.fn('upper', ['sku']),
          'in',
          skus.map((sku) => sku.toUpperCase()),
        ),
        ...(barcodes.length > 0 ? [eb('barcode', 'in', barcodes)] : []),
      ]),
    );
  if (exceptIds.length > 0) query = query.where('id', 'not in', exceptIds);
  return query.execute();
}

/** The product's stock in every store together: a parent's own stock must be none. */
export async function chainStockOf(db: Executor, productId: string): Promise<number> {
  const row = await db
    .selectFrom('store_stock')
    .select((eb) => eb.fn.sum<number>('quantity').as('q'))
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(row?.q ?? 0);
}
