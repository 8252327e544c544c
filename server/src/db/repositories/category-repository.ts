import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../database';
import type { CategoriesTable } from '../schema';

/** Every category in display order, with how many products (not counting variants apart) each holds. */
export function findCategoriesWithCounts(db: Executor) {
  return db
    .selectFrom('categories')
    .selectAll('categories')
    .select((eb) =>
      eb
        .selectFrom('products')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('products.category_id', '=', 'categories.id')
        .where('products.parent_id', 'is', null)
        .as('product_count'),
    )
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
}

export function findCategory(db: Executor, id: string) {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The place after the last category: where a new one goes. */
export async function findNextSortOrder(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertCategory(db: Executor, row: Insertable<CategoriesTable>) {
  await db.insertInto('categories').values(row).execute();
}

export async function updateCategory(db: Executor, id: string, changes: Updateable<CategoriesTable>) {
  await db.updateTable('categories').set(changes).where('id', '=', id).execute();
}

/** Numbers the categories 0, 1, 2… in the order given, writing only those whose place changes. */
export async function saveCategoryOrder(db: Executor, ids: readonly string[], current: ReadonlyMap<string, number>) {
  for (const [index, id] of ids.entries()) {
    if (current.get(id) !== index)
      await db.updateTable('categories').set({ sort_order: index }).where('id', '=', id).execute();
  }
}
