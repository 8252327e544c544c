import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { marginPercent } from '@tillwise/core/report/report-maths';
import type { ProductsReport, ReportRange } from '@tillwise/core/report/report-schemas';
import type { Db } from '../db/database';
import * as productReportRepository from '../db/repositories/product-report-repository';
import { storeIdsOf } from './period-report-service';
import type { ReportScope } from './period-report-service';

const n = (value: number | string | null | undefined) => Number(value ?? 0);

/** Products tab: units sold, revenue (after discounts, before tax), cost (60 % of price when unknown) and margin. */
export async function getProductsReport(
  db: Db,
  scope: ReportScope,
  { from, to }: ReportRange,
): Promise<ProductsReport> {
  const rows = await productReportRepository.productTotals(db, storeIdsOf(scope), from, to);
  return {
    products: rows.map((row) => {
      const revenue = n(row.net_cents);
      const cost = n(row.cost_cents);
      return {
        productId: row.product_id,
        name: row.name,
        sku: row.sku,
        quantitySold: n(row.quantity),
        soldBy: (row.sold_by ?? 'unit') as SoldBy,
        revenueCents: revenue,
        costCents: cost,
        marginCents: revenue - cost,
        marginPercent: marginPercent(revenue, cost),
      };
    }),
  };
}
