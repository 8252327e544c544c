import type { Executor } from '../database';

// A store's draft purchase orders as special orders use them: joined by the goods ordered for a customer, and left
// by them when the order is cancelled before it is sent.

/** The store's newest draft to a supplier: where goods ordered for a customer join. */
export function findDraftForSupplier(db: Executor, storeId: string, supplierId: string) {
  return db
    .selectFrom('purchase_orders')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('supplier_id', '=', supplierId)
    .where('status', '=', 'draft')
    .orderBy('created_at', 'desc')
    .orderBy('number', 'desc')
    .executeTakeFirst();
}

/** Adds goods to an order: onto its line for the product, or as a new last line at `unitCostCents`. */
export async function addToOrder(
  db: Executor,
  orderId: string,
  line: { id: string; productId: string; quantity: number; unitCostCents: number },
) {
  const added = await db
    .updateTable('purchase_order_lines')
    .set((eb) => ({ quantity: eb('quantity', '+', line.quantity) }))
    .where('purchase_order_id', '=', orderId)
    .where('product_id', '=', line.productId)
    .executeTakeFirst();
  if (Number(added.numUpdatedRows) > 0) return;
  const last = await db
    .selectFrom('purchase_order_lines')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('purchase_order_id', '=', orderId)
    .executeTakeFirst();
  await db
    .insertInto('purchase_order_lines')
    .values({
      id: line.id,
      purchase_order_id: orderId,
      position: last?.position == null ? 0 : Number(last.position) + 1,
      product_id: line.productId,
      quantity: line.quantity,
      received: 0,
      unit_cost_cents: line.unitCostCents,
    })
    .execute();
}

/** Takes goods off a draft's line for a product (the line goes when none are left); whether the order was a draft. */
export async function takeFromDraft(db: Executor, orderId: string, productId: string, quantity: number) {
  const draft = await db
    .selectFrom('purchase_orders')
    .select('id')
    .where('id', '=', orderId)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  if (!draft) return false;
  await db
    .updateTable('purchase_order_lines')
    .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
    .where('purchase_order_id', '=', orderId)
    .where('product_id', '=', productId)
    .execute();
  await db
    .deleteFrom('purchase_order_lines')
    .where('purchase_order_id', '=', orderId)
    .where('quantity', '<=', 0)
    .execute();
  return true;
}
