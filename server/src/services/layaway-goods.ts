import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/database';
import { moveStock } from '../db/repositories/inventory-repository';

/** Why a layaway's goods move: put by (out of stock), or back for the sale to take, or back on the shelf. */
export type LayawayGoodsMove = 'layaway' | 'layaway_collected' | 'layaway_cancelled';

/**
 * Moves a layaway's goods through the store's stock ledger, naming the layaway: out of stock when put by (not
 * sellable while it is open), back in when it is handed over (for its sale to take) or cancelled.
 */
export async function moveLayawayGoods(
  trx: Executor,
  move: { reason: LayawayGoodsMove; storeId: string; number: string; userId: string; at: string },
  lines: readonly { productId: string; quantity: number }[],
): Promise<void> {
  const sign = move.reason === 'layaway' ? -1 : 1;
  await moveStock(
    trx,
    lines.map((line) => ({
      id: randomUUID(),
      store_id: move.storeId,
      product_id: line.productId,
      quantity_change: sign * line.quantity,
      reason: move.reason,
      reference: move.number,
      note: null,
      user_id: move.userId,
      created_at: move.at,
    })),
  );
}
