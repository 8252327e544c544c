import { randomUUID } from 'node:crypto';
import { quantityTotalsText } from '@tillwise/core/catalog/quantity-totals';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { stockTakeVariance } from '@tillwise/core/inventory/stock-take-schemas';
import type { StockTake, StockTakeApplyInput } from '@tillwise/core/inventory/stock-take-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as stockTakeRepository from '../db/repositories/stock-take-repository';
import { badRequest, conflict } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { stockTakeRefusals } from './stock-take-messages';
import { recordAudit } from './audit-service';
import { moveStockAndTell } from './stock-webhook';
import { countingTake, getStockTake, stockChangeCostCents } from './stock-take-service';

/**
 * Applies a stock take in one transaction: every counted product's stock is set to its count by one 'counted'
 * movement of the store's ledger naming the stock take (none where the count matches), and products nobody
 * counted are either left as they are or counted as none. The count then closes.
 */
export async function applyStockTake(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  id: string,
  input: StockTakeApplyInput,
  staff: StaffMember,
  now: Date,
): Promise<StockTake> {
  await writer.run(async (trx) => {
    const take = await countingTake(trx, storeId, id);
    const at = now.toISOString();
    const uncounted = await stockTakeRepository.findUncounted(trx, id, storeId, take.category_id);
    if (input.uncounted === 'zero')
      await stockTakeRepository.insertLines(
        trx,
        uncounted.map((product) => ({
          stock_take_id: id,
          product_id: product.id,
          counted: 0,
          on_hand: null,
          counted_by: staff.id,
          counted_at: at,
        })),
      );
    if (
      !(await stockTakeRepository.closeStockTake(trx, id, {
        status: 'applied',
        applied_by: staff.id,
        applied_at: at,
        uncounted_count: input.uncounted === 'zero' ? 0 : uncounted.length,
      }))
    )
      throw conflict(saying(stockTakeRefusals.closedAtSameMoment, { number: take.number }));
    await stockTakeRepository.snapshotOnHand(trx, id, storeId);
    const lines = await stockTakeRepository.findStockTakeLines(trx, id, storeId);
    const movements = lines
      .filter((line) => line.counted !== line.on_hand)
      .map((line) => ({
        id: randomUUID(),
        store_id: storeId,
        product_id: line.product_id,
        quantity_change: line.counted - (line.on_hand ?? 0),
        reason: 'counted',
        reference: id,
        note: null,
        user_id: staff.id,
        created_at: at,
      }));
    if (lines.length === 0) throw badRequest(saying(stockTakeRefusals.countBeforeApplying));
    await moveStockAndTell(trx, movements);
    const variance = stockTakeVariance(
      lines.map((line) => {
        const change = line.counted - (line.on_hand ?? 0);
        return {
          variance: change,
          soldBy: (line.sold_by ?? 'unit') as SoldBy,
          varianceCostCents:
            line.cost_cents === null ? null : stockChangeCostCents(change, line.cost_cents, line.sold_by),
        };
      }),
    );
    await recordAudit(
      trx,
      {
        action: 'stock_take.applied',
        userId: staff.id,
        subject: { type: 'stock_take', id },
        summary: `${take.number} · ${lines.length} counted, ${movements.length} changed · ${quantityTotalsText(variance.quantities, { signed: true })}`,
        details: {
          number: take.number,
          uncounted: input.uncounted,
          changes: movements.map((m) => ({ productId: m.product_id, quantityChange: m.quantity_change })),
          varianceCostCents: variance.costCents,
        },
      },
      now,
    );
  });
  return getStockTake(db, storeId, id);
}
