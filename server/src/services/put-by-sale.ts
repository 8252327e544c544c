import type { CompleteSaleInput } from '@tillwise/core/sale/sale-input-schemas';
import type { Executor } from '../db/database';
import { completeLayawayBySale, layawayForSale } from './layaway-sale';
import { collectSpecialOrderBySale, specialOrderForSale } from './special-order-sale';

/**
 * Goods put by for the sale's customer that the sale hands over — a layaway's or a special order's — as read and
 * checked in the sale's transaction, and what closes them once the sale is recorded.
 */
export async function putByForSale(
  trx: Executor,
  sale: { storeId: string; input: CompleteSaleInput; offline: boolean },
) {
  const layaway = await layawayForSale(trx, sale);
  const specialOrder = await specialOrderForSale(trx, sale);
  return {
    /** Their prices were agreed when they were made, and have been paid towards since; taken off sale, still theirs. */
    quoted: layaway || specialOrder ? { pricesApproved: true, discountsApproved: true, putBy: true } : undefined,
    async closeBySale(
      closingTrx: Executor,
      closing: { storeId: string; orderId: string; userId: string; at: string; day: string },
    ) {
      if (layaway) await completeLayawayBySale(closingTrx, layaway, closing);
      if (specialOrder) await collectSpecialOrderBySale(closingTrx, specialOrder, closing);
    },
  };
}
