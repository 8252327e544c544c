import type { Executor } from '../database';

/** How each of these products is sold ('unit', or the unit of its weight). */
export async function findProductsSoldBy(db: Executor, productIds: readonly string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.selectFrom('products').select(['id', 'sold_by']).where('id', 'in', productIds).execute();
  return new Map(rows.map((row) => [row.id, row.sold_by ?? 'unit']));
}

/** How each of these sale lines was sold (null for units, else the unit of its weight). */
export async function findOrderLinesSoldBy(db: Executor, lineIds: readonly string[]): Promise<Map<string, string>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db.selectFrom('order_lines').select(['id', 'sold_by']).where('id', 'in', lineIds).execute();
  return new Map(rows.flatMap((row) => (row.sold_by ? [[row.id, row.sold_by] as const] : [])));
}
