import type { ExpressionBuilder, Insertable, Transaction, Updateable } from 'kysely';
import type { Db } from '../database';
import { dialectOf } from '../dialect';
import { countProductMatches, productMatches } from '../product-search';
import type { Database, ProductsTable } from '../schema';

type Executor = Db | Transaction<Database>;

export interface ProductFilter {
  q?: string;
  categoryId?: string;
  activeOnly?: boolean;
  parentId?: string;
  limit: number;
  offset: number;
}

export function findCategories(db: Executor) {
  return db.selectFrom('categories').selectAll().orderBy('sort_order').orderBy('name').execute();
}

/** A product as one store sees it: the chain's row, that store's quantity and its own price, if it has one. */
export type StoreProductRow = ProductsTable & { stock: number; store_price_cents: number | null };

const storeStock = (storeId: string) => (eb: ExpressionBuilder<Database, 'products'>) =>
  eb
    .selectFrom('store_stock')
    .select('store_stock.quantity')
    .whereRef('store_stock.product_id', '=', 'products.id')
    .where('store_stock.store_id', '=', storeId);
const storePrice = (storeId: string) => (eb: ExpressionBuilder<Database, 'products'>) =>
  eb
    .selectFrom('store_prices')
    .select('store_prices.price_cents')
    .whereRef('store_prices.product_id', '=', 'products.id')
    .where('store_prices.store_id', '=', storeId);

// A parent of variants holds no stock of its own: its stock is its variants' together.
const variantsStock = (storeId: string) => (eb: ExpressionBuilder<Database, 'products'>) =>
  eb
    .selectFrom('store_stock')
    .innerJoin('products as variant', 'variant.id', 'store_stock.product_id')
    .select((sub) => sub.fn.sum<number>('store_stock.quantity').as('q'))
    .whereRef('variant.parent_id', '=', 'products.id')
    .where('store_stock.store_id', '=', storeId);

/** Selects the product's columns with the store's quantity (0 without a row) and price override. */
export function inStore(storeId: string) {
  return (eb: ExpressionBuilder<Database, 'products'>) => [
    eb
      .case()
      .when('products.options_json', 'is not', null)
      .then(eb.fn.coalesce(variantsStock(storeId)(eb), eb.val(0)))
      .else(eb.fn.coalesce(storeStock(storeId)(eb), eb.val(0)))
      .end()
      .$castTo<number>()
      .as('stock'),
    storePrice(storeId)(eb).$castTo<number | null>().as('store_price_cents'),
  ];
}

/** One page of products matching name/SKU (case-insensitive) or barcode (substring), with the match count. */
export async function findProducts(
  db: Executor,
  storeId: string,
  filter: ProductFilter,
): Promise<{ rows: StoreProductRow[]; total: number }> {
  let query = db.selectFrom('products');
  if (filter.categoryId) query = query.where('category_id', '=', filter.categoryId);
  if (filter.activeOnly) query = query.where('is_active', '=', 1);
  if (filter.parentId) query = query.where('parent_id', '=', filter.parentId);
  // Browsing lists each product once (a parent stands for its variants); a search finds variants too.
  else if (!filter.q) query = query.where('parent_id', 'is', null);
  if (filter.q) query = query.where(productMatches(filter.q, dialectOf(db)));
  const indexCount =
    filter.q && !filter.categoryId && !filter.activeOnly && !filter.parentId
      ? countProductMatches(filter.q, dialectOf(db))
      : null;
  const [rows, count] = await Promise.all([
    query
      .selectAll('products')
      .select(inStore(storeId))
      .orderBy('name')
      .orderBy('id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    indexCount
      ? db.selectNoFrom(indexCount.as('total')).executeTakeFirstOrThrow()
      : query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The product whose barcode is exactly the code, or whose SKU is the code ignoring case. */
export function findProductByCode(db: Executor, storeId: string, code: string): Promise<StoreProductRow | undefined> {
  return db
    .selectFrom('products')
    .selectAll('products')
    .select(inStore(storeId))
    .where((eb) => eb.or([eb('barcode', '=', code), eb(eb.fn('upper', ['sku']), '=', code.toUpperCase())]))
    .orderBy('barcode')
    .executeTakeFirst();
}

export function findProductById(db: Executor, id: string) {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A product with one store's quantity and price override. */
export function findStoreProduct(db: Executor, storeId: string, id: string): Promise<StoreProductRow | undefined> {
  return db
    .selectFrom('products')
    .selectAll('products')
    .select(inStore(storeId))
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Sets (a number) or removes (null) a store's own price for a product. */
export async function saveStorePrice(db: Executor, storeId: string, productId: string, priceCents: number | null) {
  if (priceCents === null) {
    await db.deleteFrom('store_prices').where('store_id', '=', storeId).where('product_id', '=', productId).execute();
    return;
  }
  await db
    .insertInto('store_prices')
    .values({ store_id: storeId, product_id: productId, price_cents: priceCents })
    .onConflict((oc) => oc.columns(['store_id', 'product_id']).doUpdateSet({ price_cents: priceCents }))
    .execute();
}

export function findCategoryById(db: Executor, id: string) {
  return db.selectFrom('categories').select(['id', 'is_active']).where('id', '=', id).executeTakeFirst();
}

/** Another product already using this SKU (ignoring case) or barcode, if any. */
export function findProductsUsingCodes(
  db: Executor,
  codes: { sku: string; barcode: string | null },
  exceptId?: string,
) {
  let query = db
    .selectFrom('products')
    .select(['id', 'sku', 'barcode'])
    .where((eb) => {
      const sameCode = [eb(eb.fn('upper', ['sku']), '=', codes.sku.toUpperCase())];
      if (codes.barcode) sameCode.push(eb('barcode', '=', codes.barcode));
      return eb.or(sameCode);
    });
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.execute();
}

export async function insertProduct(db: Executor, row: Insertable<ProductsTable>) {
  await db.insertInto('products').values(row).execute();
}

export async function updateProduct(db: Executor, id: string, changes: Updateable<ProductsTable>) {
  await db.updateTable('products').set(changes).where('id', '=', id).execute();
}

/** A product's variants' ids and values. */
export function findVariantRows(db: Executor, parentId: string) {
  return db.selectFrom('products').select(['id', 'option_values_json']).where('parent_id', '=', parentId).execute();
}
