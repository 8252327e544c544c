import { isSoldByWeight, maxStockQuantity, maxStockQuantityMessage } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { nextCount } from '@tillwise/core/inventory/stock-take-schemas';
import type { StockCountInput, StockCountResult } from '@tillwise/core/inventory/stock-take-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { GroupCommit } from '../db/group-commit';
import { findCategories, findProductByCode, findStoreProduct } from '../db/repositories/catalog-repository';
import * as stockTakeRepository from '../db/repositories/stock-take-repository';
import { badRequest, reworded } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { stockTakeRefusals } from './stock-take-messages';
import { countingTake } from './stock-take-service';

/**
 * One count from one device: a scan adds to the product's count, a typed count sets it. Goods sold by weight are
 * weighed and their weight typed (thousandths of their unit): a scan of one says nothing of how much is there.
 */
export async function recordCount(
  writer: GroupCommit,
  storeId: string,
  id: string,
  input: StockCountInput,
  staff: StaffMember,
  now: Date,
): Promise<StockCountResult> {
  return writer.run(async (trx) => {
    const take = await countingTake(trx, storeId, id);
    const product = input.productId
      ? await findStoreProduct(trx, storeId, input.productId)
      : await findProductByCode(trx, storeId, input.code ?? '');
    if (!product)
      throw badRequest(
        input.code
          ? saying(stockTakeRefusals.noProductWithCode, { code: input.code })
          : saying(stockTakeRefusals.noSuchProduct),
        [{ path: input.code ? 'code' : 'productId', message: saying(stockTakeRefusals.productNotFound) }],
      );
    if (product.options_json)
      throw badRequest(saying(stockTakeRefusals.countEachVariant, { name: product.name }), [
        { path: input.code ? 'code' : 'productId', message: saying(stockTakeRefusals.productWithVariants) },
      ]);
    if (take.category_id && product.category_id !== take.category_id) {
      const category = (await findCategories(trx)).find((row) => row.id === take.category_id);
      throw badRequest(
        category
          ? saying(stockTakeRefusals.notInCategory, { name: product.name, category: category.name })
          : saying(stockTakeRefusals.notInThisCountsCategory, { name: product.name }),
        [{ path: input.code ? 'code' : 'productId', message: saying(stockTakeRefusals.notInThisCount) }],
      );
    }
    const soldBy = (product.sold_by ?? 'unit') as SoldBy;
    if (input.mode === 'add' && isSoldByWeight(soldBy))
      throw badRequest(saying(stockTakeRefusals.soldByWeight, { name: product.name, unit: soldBy }), [
        { path: 'quantity', message: saying(stockTakeRefusals.weighIt, { name: product.name, unit: soldBy }) },
      ]);
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
    if (counted > maxStockQuantity(soldBy)) {
      const message = reworded(() => maxStockQuantityMessage(soldBy));
      throw badRequest(message, [{ path: 'quantity', message }]);
    }
    return { productId: product.id, name: product.name, soldBy, counted };
  });
}

/** Takes a product's count off a stock take that is still counting (it was counted by mistake). */
export async function removeCount(writer: GroupCommit, storeId: string, id: string, productId: string) {
  await writer.run(async (trx) => {
    await countingTake(trx, storeId, id);
    await stockTakeRepository.deleteCount(trx, id, productId);
  });
}
