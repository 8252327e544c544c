import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { GroupCommit } from '../db/group-commit';
import { findProductById, findVariantRows } from '../db/repositories/catalog-repository';
import { deleteProductRows, findProductHistory } from '../db/repositories/product-history-repository';
import type { ProductHistory } from '../db/repositories/product-history-repository';
import { conflict, notFound } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { catalogRefusals } from './catalog-messages';
import { recordAudit } from './audit-service';

const listed = (kinds: readonly ProductHistory[]) =>
  kinds.length < 2 ? (kinds[0] ?? '') : `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}`;

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
      const who = variants.length > 0 ? `${product.name} or one of its variants` : product.name;
      throw conflict(
        `${who} has ${listed(history)} on record, so it cannot be deleted. Archive it instead: untick Active and save.`,
      );
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
