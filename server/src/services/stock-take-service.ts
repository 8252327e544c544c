import { randomUUID } from 'node:crypto';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import {
  formatStockTakeNumber,
  nextCount,
  stillCountingMessage,
  stockTakesOverlap,
  stockTakeVariance,
  stockValueCents,
} from '@tillwise/core/inventory/stock-take-schemas';
import type {
  StockCountInput,
  StockTake,
  StockTakeApplyInput,
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
import { findCategories, findProductByCode, findStoreProduct } from '../db/repositories/catalog-repository';
import { moveStock } from '../db/repositories/inventory-repository';
import { nextCounterValue } from '../db/repositories/sale-repository';
import * as stockTakeRepository from '../db/repositories/stock-take-repository';
import { badRequest, conflict, notFound } from '../lib/errors';
import { recordAudit } from './audit-service';

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
  if (!row) throw notFound('Stock take not found');
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
        varianceCostCents: line.cost_cents === null ? null : costOf(variance, line.cost_cents, line.sold_by),
        countedAt: line.counted_at,
      };
    }),
    uncounted: uncounted.map((product) => ({
      productId: product.id,
      name: product.name,
      sku: product.sku,
      onHand: Number(product.on_hand),
    })),
  };
}

const costOf = (variance: number, costCents: number, soldBy: string | null | undefined) =>
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
      throw badRequest('That category does not exist', [{ path: 'categoryId', message: 'Choose a category' }]);
    const overlapping = (await stockTakeRepository.findCountingStockTakes(trx, storeId)).find((take) =>
      stockTakesOverlap(take.category_id, input.categoryId),
    );
    if (overlapping) throw conflict(stillCountingMessage(overlapping.number));
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

async function countingTake(trx: Executor, storeId: string, id: string) {
  const take = await stockTakeRepository.findStockTake(trx, id);
  if (!take || take.store_id !== storeId) throw notFound('Stock take not found');
  if (take.status !== 'counting') throw conflict(`${take.number} is ${take.status}: its counts are closed`);
  return take;
}

/** One count from one device: a scan adds to the product's count, a typed count sets it. */
export async function recordCount(
  writer: GroupCommit,
  storeId: string,
  id: string,
  input: StockCountInput,
  staff: StaffMember,
  now: Date,
): Promise<{ productId: string; name: string; counted: number }> {
  return writer.run(async (trx) => {
    const take = await countingTake(trx, storeId, id);
    const product = input.productId
      ? await findStoreProduct(trx, storeId, input.productId)
      : await findProductByCode(trx, storeId, input.code ?? '');
    if (!product)
      throw badRequest(input.code ? `No product has the code ${input.code}` : 'No such product', [
        { path: input.code ? 'code' : 'productId', message: 'Not found' },
      ]);
    if (product.options_json)
      throw badRequest(`Count each variant of ${product.name}: scan or type its own code`, [
        { path: input.code ? 'code' : 'productId', message: 'A product with variants' },
      ]);
    if (take.category_id && product.category_id !== take.category_id) {
      const category = (await findCategories(trx)).find((row) => row.id === take.category_id);
      throw badRequest(`${product.name} is not in ${category?.name ?? 'this count’s category'}`, [
        { path: input.code ? 'code' : 'productId', message: 'Not in this count' },
      ]);
    }
    const counted = await stockTakeRepository.recordCount(
      trx,
      {
        stock_take_id: id,
        product_id: product.id,
        counted: nextCount(null, input),
        on_hand: null,
        counted_by: staff.id,
        counted_at: now.toISOString(),
      },
      input.mode,
    );
    if (counted > 1_000_000) throw badRequest('A count is at most 1,000,000');
    return { productId: product.id, name: product.name, counted };
  });
}

/** Takes a product's count off a stock take that is still counting (it was counted by mistake). */
export async function removeCount(writer: GroupCommit, storeId: string, id: string, productId: string) {
  await writer.run(async (trx) => {
    await countingTake(trx, storeId, id);
    await stockTakeRepository.deleteCount(trx, id, productId);
  });
}

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
      throw conflict(`${take.number} was applied or cancelled at the same moment`);
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
    if (lines.length === 0) throw badRequest('Count at least one product before applying');
    await moveStock(trx, movements);
    const variance = stockTakeVariance(
      lines.map((line) => {
        const change = line.counted - (line.on_hand ?? 0);
        return {
          variance: change,
          varianceCostCents: line.cost_cents === null ? null : costOf(change, line.cost_cents, line.sold_by),
        };
      }),
    );
    await recordAudit(
      trx,
      {
        action: 'stock_take.applied',
        userId: staff.id,
        subject: { type: 'stock_take', id },
        summary: `${take.number} · ${lines.length} counted, ${movements.length} changed · ${variance.units > 0 ? '+' : ''}${variance.units} units`,
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

/** Closes a count without changing any stock. */
export async function cancelStockTake(writer: GroupCommit, db: Db, storeId: string, id: string): Promise<StockTake> {
  await writer.run(async (trx) => {
    const take = await countingTake(trx, storeId, id);
    if (!(await stockTakeRepository.closeStockTake(trx, id, { status: 'cancelled' })))
      throw conflict(`${take.number} was applied or cancelled at the same moment`);
  });
  return getStockTake(db, storeId, id);
}
