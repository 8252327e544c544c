import { sql } from 'kysely';
import type { Updateable } from 'kysely';
import { optionsOfVariants } from '@tillwise/core/catalog/variants';
import type { OptionValues, ProductOption } from '@tillwise/core/catalog/variants';
import type { Executor } from '../database';
import { dialectOf } from '../dialect';
import type { ProductsTable } from '../schema';

/** Every product with the session store's stock: what an import compares its rows with, by SKU. */
export function findProductsForImport(db: Executor, storeId: string) {
  return db
    .selectFrom('products')
    .leftJoin('store_stock', (join) =>
      join.onRef('store_stock.product_id', '=', 'products.id').on('store_stock.store_id', '=', storeId),
    )
    .selectAll('products')
    .select((eb) => eb.fn.coalesce('store_stock.quantity', eb.val(0)).$castTo<number>().as('stock'))
    .execute();
}

export function findStoreIds(db: Executor) {
  return db.selectFrom('store').select('id').execute();
}

/**
 * Changes many products at once. Each statement sets the changed columns of up to 500 products from a list of
 * values, so 100,000 updated rows are 200 statements rather than 100,000.
 */
export async function updateProducts(
  db: Executor,
  changes: { id: string; columns: Required<Pick<Updateable<ProductsTable>, UpdatedColumn>> }[],
) {
  const size = 500;
  const postgres = dialectOf(db) === 'postgres';
  for (let start = 0; start < changes.length; start += size) {
    const batch = changes.slice(start, start + size);
    const rows = batch.map(({ id, columns }) => sql`(${sql.join([id, ...updatedColumns.map((c) => columns[c])])})`);
    const names = sql.raw(['id', ...updatedColumns].join(', '));
    // PostgreSQL types a VALUES list's columns from its first row; nulls there need a cast to read as numbers.
    const cast = (column: UpdatedColumn) =>
      postgres && numericColumns.has(column) ? sql.raw(`v.${column}::integer`) : sql.raw(`v.${column}`);
    const sets = sql.join(
      updatedColumns.map((column) => sql`${sql.raw(column)} = ${cast(column)}`),
      sql`, `,
    );
    // A named list of values (SQLite names no columns of a bare VALUES), joined to the products it changes.
    await sql`with v(${names}) as (values ${sql.join(rows)})
      update products set ${sets} from v where products.id = v.id`.execute(db);
  }
}

export const updatedColumns = [
  'option_values_json',
  'name',
  'sku',
  'barcode',
  'category_id',
  'price_cents',
  'cost_cents',
  'tax_rate_bps',
  'reorder_level',
  'sold_by',
  'supplier',
  'is_active',
  'description',
  'updated_at',
] as const;
export type UpdatedColumn = (typeof updatedColumns)[number];
const numericColumns = new Set<UpdatedColumn>([
  'price_cents',
  'cost_cents',
  'tax_rate_bps',
  'reorder_level',
  'is_active',
]);

/**
 * Brings products with variants up to date after an import: each one's options grown by its variants' values (those
 * the file gave first, in its order), and its price its cheapest variant's on sale (or of any, when none is).
 */
export async function refreshParents(db: Executor, fileValues: ReadonlyMap<string, OptionValues[]>, now: string) {
  const parentIds = [...fileValues.keys()];
  if (parentIds.length === 0) return;
  const [parents, variants] = await Promise.all([
    db.selectFrom('products').select(['id', 'options_json']).where('id', 'in', parentIds).execute(),
    db
      .selectFrom('products')
      .select(['parent_id', 'option_values_json', 'price_cents', 'is_active'])
      .where('parent_id', 'in', parentIds)
      .orderBy('created_at')
      .orderBy('sku')
      .execute(),
  ]);
  for (const parent of parents) {
    const own = variants.filter((variant) => variant.parent_id === parent.id);
    const options = optionsOfVariants(parent.options_json ? (JSON.parse(parent.options_json) as ProductOption[]) : [], [
      ...(fileValues.get(parent.id) ?? []),
      ...own.map((variant) => JSON.parse(variant.option_values_json ?? '{}') as OptionValues),
    ]);
    const onSale = own.filter((variant) => variant.is_active);
    const price = Math.min(...(onSale.length > 0 ? onSale : own).map((variant) => variant.price_cents));
    await db
      .updateTable('products')
      .set({ options_json: JSON.stringify(options), price_cents: price, updated_at: now })
      .where('id', '=', parent.id)
      .execute();
  }
}
