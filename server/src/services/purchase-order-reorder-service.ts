import { subDays } from 'date-fns';
import type { ReorderSuggestion } from '@tillwise/core/purchasing/purchase-order-schemas';
import { reorderLookbackDays, reorderQuantity } from '@tillwise/core/purchasing/reorder';
import { supplierKey } from '@tillwise/core/purchasing/supplier-schemas';
import { businessDate } from '@tillwise/core/report/business-date';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import type { Db } from '../db/database';
import * as orderRepository from '../db/repositories/purchase-order-repository';
import { findSuppliers } from '../db/repositories/supplier-repository';
import { getStoreTimeZone } from './settings-service';

/**
 * What to order now: each active product at or below its reorder level (with what is on order), ordered up to
 * its last 30 days' sales plus the level (a weight in whole units of it), under the supplier its supplier field
 * names.
 */
export async function reorderSuggestions(
  db: Db,
  storeId: string,
  supplierId: string | undefined,
  now: Date,
): Promise<ReorderSuggestion[]> {
  const from = businessDate(subDays(now, reorderLookbackDays - 1), await getStoreTimeZone(db, storeId));
  const [candidates, sold, suppliers] = await Promise.all([
    orderRepository.findReorderCandidates(db, storeId),
    orderRepository.findUnitsSoldSince(db, storeId, from),
    findSuppliers(db),
  ]);
  const supplierByKey = new Map(suppliers.map((row) => [row.name_key, { id: row.id, name: row.name }]));
  return candidates
    .map((row) => {
      const onHand = Number(row.on_hand);
      const onOrder = Number(row.on_order);
      const soldLast30Days = Math.max(0, sold.get(row.id) ?? 0);
      const soldBy = (row.sold_by ?? 'unit') as SoldBy;
      return {
        productId: row.id,
        name: row.name,
        sku: row.sku,
        soldBy,
        supplier: supplierByKey.get(supplierKey(row.supplier)) ?? null,
        onHand,
        onOrder,
        reorderLevel: row.reorder_level,
        soldLast30Days,
        quantity: reorderQuantity({ onHand, onOrder, reorderLevel: row.reorder_level, soldLast30Days, soldBy }),
        unitCostCents: row.cost_cents ?? 0,
      };
    })
    .filter((row) => row.quantity > 0 && (!supplierId || row.supplier?.id === supplierId));
}
