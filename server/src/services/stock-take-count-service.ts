import { nextCount } from '@tillwise/core/inventory/stock-take-schemas';
import type { StockCountInput } from '@tillwise/core/inventory/stock-take-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { GroupCommit } from '../db/group-commit';
import { findCategories, findProductByCode, findStoreProduct } from '../db/repositories/catalog-repository';
import * as stockTakeRepository from '../db/repositories/stock-take-repository';
import { badRequest } from '../lib/errors';
import { countingTake } from './stock-take-service';

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
