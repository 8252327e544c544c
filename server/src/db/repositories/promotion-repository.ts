import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../database';
import { insertStep } from '../fast-insert';
import type { PlanStep } from '../plan';
import type { CouponUsesTable, OrderPromotionsTable, PriceListPricesTable, PromotionsTable } from '../schema';

export function findPromotions(db: Executor, options: { id?: string; activeOnly?: boolean } = {}) {
  let query = db.selectFrom('promotions').selectAll().where('is_deleted', '=', 0);
  if (options.id) query = query.where('id', '=', options.id);
  if (options.activeOnly) query = query.where('is_active', '=', 1);
  return query.orderBy('name').orderBy('id').execute();
}

export function findPromotionByCoupon(db: Executor, code: string) {
  return db.selectFrom('promotions').select(['id', 'name']).where('coupon_code', '=', code).executeTakeFirst();
}

export async function insertPromotion(db: Executor, row: Insertable<PromotionsTable>) {
  await db.insertInto('promotions').values(row).execute();
}

export async function updatePromotion(db: Executor, id: string, row: Updateable<PromotionsTable>) {
  await db.updateTable('promotions').set(row).where('id', '=', id).execute();
}

/**
 * Takes one use of a coupon if it has any left: on PostgreSQL the row stays locked until the sale commits, so two
 * tills at the last use take turns and one of them is refused. False when none are left.
 */
export async function takeCouponUse(db: Executor, promotionId: string, pastLimit = false): Promise<boolean> {
  let query = db
    .updateTable('promotions')
    .set((eb) => ({ coupon_uses: eb('coupon_uses', '+', 1) }))
    .where('id', '=', promotionId);
  if (!pastLimit)
    query = query.where((eb) =>
      eb.or([eb('coupon_limit_total', 'is', null), eb('coupon_uses', '<', eb.ref('coupon_limit_total'))]),
    );
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countCustomerCouponUses(db: Executor, promotionId: string, customerId: string) {
  const row = await db
    .selectFrom('coupon_uses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('promotion_id', '=', promotionId)
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCouponUse(db: Executor, row: Insertable<CouponUsesTable>) {
  await db.insertInto('coupon_uses').values(row).execute();
}

export const insertOrderPromotionsStep = (rows: Insertable<OrderPromotionsTable>[]): PlanStep =>
  insertStep('order_promotions', rows);

export function findCustomerGroups(db: Executor) {
  return db.selectFrom('customer_groups').selectAll().orderBy('name').execute();
}

export function findCustomerGroup(db: Executor, id: string) {
  return db.selectFrom('customer_groups').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPriceListPrices(db: Executor, groupId?: string) {
  let query = db.selectFrom('price_list_prices').selectAll();
  if (groupId) query = query.where('group_id', '=', groupId);
  return query.orderBy('group_id').orderBy('id').execute();
}

export async function replacePriceList(db: Executor, groupId: string, rows: Insertable<PriceListPricesTable>[]) {
  await db.deleteFrom('price_list_prices').where('group_id', '=', groupId).execute();
  if (rows.length > 0) await db.insertInto('price_list_prices').values(rows).execute();
}

export async function setCustomerGroup(db: Executor, customerId: string, groupId: string | null) {
  const result = await db
    .updateTable('customers')
    .set({ group_id: groupId })
    .where('id', '=', customerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findOrderPromotions(db: Executor, orderId: string) {
  return db
    .selectFrom('order_promotions')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('promotion_id')
    .execute();
}

export async function findNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const [products, categories] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('id', 'in', [...ids])
      .execute(),
    db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('id', 'in', [...ids])
      .execute(),
  ]);
  return new Map([...products, ...categories].map((row) => [row.id, row.name]));
}

export async function findExistingProductIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}
