import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/database';
import { moveStock } from '../db/repositories/inventory-repository';

/**
 * Why goods put by for a customer (a layaway's, a special order's) move: put by (out of stock), back for the sale
 * that hands them over to take, or back on the shelf when it is cancelled.
 */
export type PutByGoodsMove =
  | 'layaway'
  | 'layaway_collected'
  | 'layaway_cancelled'
  | 'special_order'
  | 'special_order_collected'
  | 'special_order_cancelled';

/**
 * Moves goods put by for a customer through the store's stock ledger, naming the layaway or special order: out of
 * stock when put by (not sellable meanwhile), back in when handed over (for the sale to take) or cancelled.
 */
export async function movePutByGoods(
  trx: Executor,
  move: { reason: PutByGoodsMove; storeId: string; number: string; userId: string; at: string },
  lines: readonly { productId: string; quantity: number }[],
): Promise<void> {
  const sign = move.reason === 'layaway' || move.reason === 'special_order' ? -1 : 1;
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
