import { lineAmountCents } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { inventoryStatus, reportReorderLevel, unitCostCents } from '@tillwise/core/report/report-maths';
import type { InventoryReport } from '@tillwise/core/report/report-schemas';
import type { Db } from '../db/database';
import * as productReportRepository from '../db/repositories/product-report-repository';
import { storeIdsOf } from './period-report-service';
import type { ReportScope } from './period-report-service';

const n = (value: number | string | null | undefined) => Number(value ?? 0);

/**
 * Inventory tab: stock on hand now in the scope's stores, summed over them (a snapshot; the range does not apply),
 * status and value at cost, each in the product's own unit (a weight at its cost per unit of weight).
 */
export async function getInventoryReport(db: Db, scope: ReportScope): Promise<InventoryReport> {
  const rows = await productReportRepository.inventoryOnHand(db, storeIdsOf(scope));
  const items = rows.map((row) => {
    const stock = n(row.stock);
    const soldBy = (row.sold_by ?? 'unit') as SoldBy;
    return {
      productId: row.id,
      name: row.name,
      sku: row.sku,
      soldBy,
      stock,
      reorderLevel: reportReorderLevel(row.reorder_level, soldBy),
      status: inventoryStatus(stock, row.reorder_level, soldBy),
      stockValueCents: lineAmountCents(unitCostCents(row.cost_cents, row.price_cents), Math.max(0, stock), soldBy),
    };
  });
  return { items, totalStockValueCents: items.reduce((sum, item) => sum + item.stockValueCents, 0) };
}
