import type { Insertable } from 'kysely';
import type { Executor } from '../database';
import type { StoreTable } from '../schema';

/** Every store of the chain, oldest first (the first is the chain's first store). */
export function findStores(db: Executor) {
  return db.selectFrom('store').selectAll().orderBy('created_at').orderBy('id').execute();
}

export function findStoreById(db: Executor, id: string) {
  return db.selectFrom('store').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The stores a member of staff is assigned to, oldest first. */
export function findStoresOfUser(db: Executor, userId: string) {
  return db
    .selectFrom('store')
    .innerJoin('store_staff', 'store_staff.store_id', 'store.id')
    .select(['store.id', 'store.name', 'store.currency'])
    .where('store_staff.user_id', '=', userId)
    .orderBy('store.created_at')
    .orderBy('store.id')
    .execute();
}

/** How many tills and staff each store has. */
export async function countTillsAndStaff(db: Executor) {
  const [tills, staff] = await Promise.all([
    db
      .selectFrom('tills')
      .select(['store_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('is_active', '=', 1)
      .groupBy('store_id')
      .execute(),
    db
      .selectFrom('store_staff')
      .innerJoin('users', 'users.id', 'store_staff.user_id')
      .select(['store_staff.store_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('users.is_active', '=', 1)
      .groupBy('store_staff.store_id')
      .execute(),
  ]);
  return {
    tills: new Map(tills.map((row) => [row.store_id ?? '', Number(row.n)])),
    staff: new Map(staff.map((row) => [row.store_id, Number(row.n)])),
  };
}

export async function insertStore(db: Executor, row: Insertable<StoreTable>) {
  await db.insertInto('store').values(row).execute();
}

/** Gives a new store a stock row, at 0, for every product of the chain. */
export async function insertEmptyStock(db: Executor, storeId: string) {
  await db
    .insertInto('store_stock')
    .columns(['store_id', 'product_id', 'quantity'])
    .expression((eb) =>
      eb.selectFrom('products').select([eb.val(storeId).as('store_id'), 'id', eb.val(0).as('quantity')]),
    )
    .execute();
}

/** Copies one store's receipt settings to a new store, which prints its own name, address, phone and e-mail. */
export async function copyReceiptSettings(db: Executor, fromStoreId: string, toStoreId: string, id: string) {
  const source = await db
    .selectFrom('receipt_settings')
    .selectAll()
    .where('store_id', '=', fromStoreId)
    .executeTakeFirst();
  if (!source) return;
  await db
    .insertInto('receipt_settings')
    .values({ ...source, id, store_id: toStoreId, business_name: '', address: '', phone: '', email: '' })
    .execute();
}

/** Replaces the stores a member of staff works in. */
export async function replaceStoresOfUser(db: Executor, userId: string, storeIds: readonly string[]) {
  await db.deleteFrom('store_staff').where('user_id', '=', userId).execute();
  if (storeIds.length > 0)
    await db
      .insertInto('store_staff')
      .values(storeIds.map((storeId) => ({ store_id: storeId, user_id: userId })))
      .execute();
}

/** Every assignment, for the Team tab. */
export function findAssignments(db: Executor) {
  return db.selectFrom('store_staff').select(['store_id', 'user_id']).execute();
}
