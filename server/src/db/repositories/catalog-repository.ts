import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Db } from '../database';
import { dialectOf } from '../dialect';
import { countProductMatches, productMatches } from '../product-search';
import type { Database, ProductsTable } from '../schema';

type Executor = Db | Transaction<Database>;

export interface ProductFilter {
  q?: string;
  categoryId?: string;
  activeOnly?: boolean;
  limit: number;
  offset: number;
}

export function findCategories(db: Executor) {
  return db.selectFrom('categories').selectAll().orderBy('sort_order').orderBy('name').execute();
}

/** One page of products matching name/SKU (case-insensitive) or barcode (substring), with the match count. */
export async function findProducts(
  db: Executor,
  filter: ProductFilter,
): Promise<{ rows: ProductsTable[]; total: number }> {
  let query = db.selectFrom('products');
  if (filter.categoryId) query = query.where('category_id', '=', filter.categoryId);
  if (filter.activeOnly) query = query.where('is_active', '=', 1);
  if (filter.q) query = query.where(productMatches(filter.q, dialectOf(db)));
  const indexCount =
    filter.q && !filter.categoryId && !filter.activeOnly ? countProductMatches(filter.q, dialectOf(db)) : null;
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('name').orderBy('id').limit(filter.limit).offset(filter.offset).execute(),
    indexCount
      ? db.selectNoFrom(indexCount.as('total')).executeTakeFirstOrThrow()
      : query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The product whose barcode is exactly the code, or whose SKU is the code ignoring case. */
export function findProductByCode(db: Executor, code: string) {
  return db
    .selectFrom('products')
    .selectAll()
    .where((eb) => eb.or([eb('barcode', '=', code), eb(eb.fn('upper', ['sku']), '=', code.toUpperCase())]))
    .orderBy('barcode')
    .executeTakeFirst();
}

export function findProductById(db: Executor, id: string) {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCategoryById(db: Executor, id: string) {
  return db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
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
