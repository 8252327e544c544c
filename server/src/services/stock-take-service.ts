import { randomUUID } from 'node:crypto';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import {
  formatStockTakeNumber,
  stillCountingMessage,
  stockTakesOverlap,
  stockValueCents,
} from '@tillwise/core/inventory/stock-take-schemas';
import type {
  StockTake,
  StockTakeInput,
  StockTakeLine,
  StockTakeListQuery,
  StockTakePage,
  StockTakeStatus,
} from '@tillwise/core/inventory/stock-take-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import { holdLock } from '../db/locks';
import { findCategories } from '../db/repositories/catalog-repository';
import { nextCounterValue } from '../db/repositories/counter-repository';
import * as stockTakeRepository from '../db/repositories/stock-take-repository';
import { badRequest, conflict, notFound, reworded } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { stockTakeRefusals } from './stock-take-messages';

/** How many of the products nobody counted the review names. */
const uncountedShown = 50;

type SummaryRow = Awaited<ReturnType<typeof stockTakeRepository.findStockTakes>>['rows'][number];

const summaryOf = (row: SummaryRow, uncountedCount: number) => ({
  id: row.id,
  number: row.number,
  status: row.status as StockTakeStatus,
  category: row.category_id ? { id: row.category_id, name: row.category_name ?? '' } : null,
  note: row.note,
  uncountedCount,
  countedCount: Number(row.counted_count ?? 0),
  startedBy: { id: row.started_by, name: row.started_by_name },
  startedAt: row.started_at,
  appliedBy: row.applied_by ? { id: row.applied_by, name: row.applied_by_name ?? '' } : null,
  appliedAt: row.applied_at,
});

/** A store's stock takes, newest first. */
export async function listStockTakes(db: Executor, storeId: string, query: StockTakeListQuery): Promise<StockTakePage> {
  const { rows, total } = await stockTakeRepository.findStockTakes(
    db,
    { storeId, status: query.status },
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  const items = await Promise.all(
    rows.map(async (row) =>
      summaryOf(
        row,
        row.status === 'counting'
          ? await stockTakeRepository.countUncounted(db, row.id, storeId, row.category_id)
          : (row.uncounted_count ?? 0),
      ),
    ),
  );
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * A stock take with its counted lines. While counting, each line's variance is against the stock on hand now (a
 * sale while the count goes on shows at once); once applied, against the stock the count replaced.
 */
export async function getStockTake(db: Executor, storeId: string, id: string): Promise<StockTake> {
  const { rows } = await stockTakeRepository.findStockTakes(db, { storeId, id }, 1, 0);
  const row = rows[0];
  if (!row) throw notFound(saying(stockTakeRefusals.notFound));
  const counting = row.status === 'counting';
  const [lines, uncounted, uncountedCount] = await Promise.all([
    stockTakeRepository.findStockTakeLines(db, id, storeId),
    counting
      ? stockTakeRepository.findUncounted(db, id, storeId, row.category_id, uncountedShown)
      : Promise.resolve([]),
    counting ? stockTakeRepository.countUncounted(db, id, storeId, row.category_id) : (row.uncounted_count ?? 0),
  ]);
  const { countedCount: _counted, ...summary } = summaryOf(row, Number(uncountedCount));
  return {
    ...summary,
    lines: lines.map((line): StockTakeLine => {
      const onHand = counting || line.on_hand === null ? Number(line.stock_now) : line.on_hand;
      const variance = line.counted - onHand;
      return {
        productId: line.product_id,
        name: line.name,
        sku: line.sku,
        soldBy: (line.sold_by ?? 'unit') as SoldBy,
        counted: line.counted,
        onHand,
        variance,
        varianceCostCents:
          line.cost_cents === null ? null : stockChangeCostCents(variance, line.cost_cents, line.sold_by),
        countedAt: line.counted_at,
      };
    }),
    uncounted: uncounted.map((product) => ({
      productId: product.id,
      name: product.name,
      sku: product.sku,
      soldBy: (product.sold_by ?? 'unit') as SoldBy,
      onHand: Number(product.on_hand),
    })),
  };
}

/** A change in a product's stock valued at its cost (a weight at its cost per unit of weight). */
export const stockChangeCostCents = (variance: number, costCents: number, soldBy: string | null | undefined) =>
  stockValueCents(variance, costCents, soldBy as SoldBy | null);

/** Opens a count of one category, or of everything, at the session's store (ST-nnnn). */
export async function startStockTake(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  input: StockTakeInput,
  staff: StaffMember,
  now: Date,
): Promise<StockTake> {
  const id = randomUUID();
  await writer.run(async (trx) => {
    // Two devices (or servers) starting counts at the same instant: the second waits here and sees the first's.
    await holdLock(trx, `stock-take:${storeId}`);
    if (input.categoryId && !(await findCategories(trx)).some((category) => category.id === input.categoryId))
      throw badRequest(saying(stockTakeRefusals.categoryDoesNotExist), [
        { path: 'categoryId', message: saying(stockTakeRefusals.chooseCategory) },
      ]);
    const overlapping = (await stockTakeRepository.findCountingStockTakes(trx, storeId)).find((take) =>
      stockTakesOverlap(take.category_id, input.categoryId),
    );
    if (overlapping) throw conflict(reworded(() => stillCountingMessage(overlapping.number)));
    await stockTakeRepository.insertStockTake(trx, {
      id,
      number: formatStockTakeNumber(await nextCounterValue(trx, 'stock_take_number')),
      store_id: storeId,
      category_id: input.categoryId,
      status: 'counting',
      note: input.note || null,
      started_by: staff.id,
      started_at: now.toISOString(),
      applied_by: null,
      applied_at: null,
      uncounted_count: null,
    });
  });
  return getStockTake(db, storeId, id);
}

const countsClosed = {
  applied: stockTakeRefusals.appliedCountsClosed,
  cancelled: stockTakeRefusals.cancelledCountsClosed,
};

/** A stock take of this store that is still counting; an applied or cancelled one takes no more changes. */
export async function countingTake(trx: Executor, storeId: string, id: string) {
  const take = await stockTakeRepository.findStockTake(trx, id);
  if (!take || take.store_id !== storeId) throw notFound(saying(stockTakeRefusals.notFound));
  if (take.status !== 'counting') {
    const closed = countsClosed[take.status as keyof typeof countsClosed];
    throw conflict(
      closed ? saying(closed, { number: take.number }) : `${take.number} is ${take.status}: its counts are closed`,
    );
  }
  return take;
}

/** Closes a count without changing any stock. */
export async function cancelStockTake(writer: GroupCommit, db: Db, storeId: string, id: string): Promise<StockTake> {
  await writer.run(async (trx) => {
    const take = await countingTake(trx, storeId, id);
    if (!(await stockTakeRepository.closeStockTake(trx, id, { status: 'cancelled' })))
      throw conflict(saying(stockTakeRefusals.closedAtSameMoment, { number: take.number }));
  });
  return getStockTake(db, storeId, id);
}
