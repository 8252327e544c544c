import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { GroupCommit } from '../db/group-commit';
import { findProductById, findVariantRows } from '../db/repositories/catalog-repository';
import { deleteProductRows, findProductHistory } from '../db/repositories/product-history-repository';
import type { ProductHistory } from '../db/repositories/product-history-repository';
import { conflict, notFound, reworded } from '../lib/errors';
import { say, sayList, saying } from '@tillwise/core/i18n/core-message';
import type { CoreMessage } from '@tillwise/core/i18n/core-message';
import { catalogRefusals, productHistoryWords } from './catalog-messages';
import { recordAudit } from './audit-service';

const historyWords: Record<ProductHistory, CoreMessage> = {
  sales: productHistoryWords.sales,
  returns: productHistoryWords.returns,
  'stock movements': productHistoryWords.stockMovements,
  'purchase orders': productHistoryWords.purchaseOrders,
  'stock transfers': productHistoryWords.stockTransfers,
  'stock takes': productHistoryWords.stockTakes,
};
const listed = (kinds: readonly ProductHistory[]) => sayList(kinds.map((kind) => say(historyWords[kind])));

/**
 * Deletes a product that has no history (no sale line, parked ones included, no return, stock movement, purchase
 * order, transfer or stock take line), its variants with it, in one transaction. A product with any history, or
 * with a variant that has some, stays for the records that name it: it is refused, to be archived (made inactive)
 * instead.
 */
export async function deleteProduct(writer: GroupCommit, id: string, staff: StaffMember, now: Date): Promise<void> {
  await writer.run(async (trx) => {
    const product = await findProductById(trx, id);
    if (!product) throw notFound(saying(catalogRefusals.productNotFound));
    const variants = await findVariantRows(trx, id);
    const ids = [id, ...variants.map((variant) => variant.id)];
    const history = await findProductHistory(trx, ids);
    if (history.length > 0) {
      const refusal = variants.length > 0 ? catalogRefusals.variantHasHistory : catalogRefusals.hasHistory;
      throw conflict(reworded(() => say(refusal, { name: product.name, history: listed(history) })));
    }
    await deleteProductRows(trx, ids);
    await recordAudit(
      trx,
      {
        action: 'product.deleted',
        userId: staff.id,
        subject: { type: 'product', id },
        summary: `${product.name} (${product.sku})${variants.length > 0 ? ` and its ${variants.length} variants` : ''}`,
        details: { name: product.name, sku: product.sku, variants: variants.map((variant) => variant.id) },
      },
      now,
    );
  });
}
