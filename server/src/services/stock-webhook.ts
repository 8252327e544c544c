import type { Executor } from '../db/database';
import { moveStock } from '../db/repositories/inventory-repository';
import type { StockMovement } from '../db/repositories/inventory-repository';
import { findOnHand, isWanted } from '../db/repositories/webhook-outbox-repository';
import { raiseWebhookEvent } from './webhook-outbox';

/**
 * Raises stock.changed for each product a change moved (adjustments, deliveries, transfers, counts), with what the
 * store holds after it; ordered per product and store. Nothing is worked out when nobody subscribes.
 */
export async function raiseStockChanged(trx: Executor, movements: readonly StockMovement[], at: Date): Promise<void> {
  if (movements.length === 0 || !(await isWanted(trx, 'stock.changed'))) return;
  for (const storeId of new Set(movements.map((movement) => movement.store_id))) {
    const moved = movements.filter((movement) => movement.store_id === storeId);
    const held = await findOnHand(
      trx,
      storeId,
      moved.map((movement) => movement.product_id),
    );
    for (const movement of moved) {
      const now = held.find((row) => row.product_id === movement.product_id);
      await raiseWebhookEvent(trx, {
        event: 'stock.changed',
        resource: { type: 'stock', id: `${storeId}:${movement.product_id}` },
        storeId,
        data: {
          productId: movement.product_id,
          sku: now?.sku ?? null,
          quantityChange: Number(movement.quantity_change),
          reason: movement.reason,
          reference: movement.reference ?? null,
          onHand: now ? Number(now.quantity) : null,
        },
        at,
      });
    }
  }
}

/** Moves stock as moveStock does, and tells whoever subscribes to stock.changed. */
export async function moveStockAndTell(trx: Executor, movements: StockMovement[]): Promise<void> {
  await moveStock(trx, movements);
  const first = movements[0];
  if (first) await raiseStockChanged(trx, movements, new Date(first.created_at));
}
