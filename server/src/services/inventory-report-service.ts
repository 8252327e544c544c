import { defaultReportReorderLevel, inventoryStatus, unitCostCents } from '@tillwise/core/report/report-maths';
import type { InventoryReport } from '@tillwise/core/report/report-schemas';
import type { Db } from '../db/database';
import * as reportRepository from '../db/repositories/period-report-repository';
import { storeIdsOf } from './period-report-service';
import type { ReportScope } from './period-report-service';

const n = (value: number | string | null | undefined) => Number(value ?? 0);

/**
 * Inventory tab: stock on hand now in the scope's stores, summed over them (a snapshot; the range does not apply),
 * status and value at cost.
 */
export async function getInventoryReport(db: Db, scope: ReportScope): Promise<InventoryReport> {
  const rows = await reportRepository.inventoryOnHand(db, storeIdsOf(scope));
  const items = rows.map((row) => {
    const stock = n(row.stock);
    return {
      productId: row.id,
      name: row.name,
      sku: row.sku,
      stock,
      reorderLevel: row.reorder_level ?? defaultReportReorderLevel,
      status: inventoryStatus(stock, row.reorder_level),
      stockValueCents: Math.max(0, stock) * unitCostCents(row.cost_cents, row.price_cents),
    };
  });
  return { items, totalStockValueCents: items.reduce((sum, item) => sum + item.stockValueCents, 0) };
}
