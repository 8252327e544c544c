import type { Transaction } from 'kysely';
import type { Db } from '../database';
import { productMatches } from '../product-search';
import type { Database, ProductsTable } from '../schema';

type Executor = Db | Transaction<Database>;

export interface ProductFilter {
  q?: string;
  categoryId?: string;
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
  if (filter.q) query = query.where(productMatches(filter.q));
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('name').orderBy('id').limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
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
