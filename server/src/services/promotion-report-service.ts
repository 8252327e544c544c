import { promotionReport } from '@tillwise/core/report/promotion-report';
import type { PromotionReport } from '@tillwise/core/report/promotion-report';
import type { ReportRange } from '@tillwise/core/report/report-schemas';
import type { Db } from '../db/database';
import * as promotionReportRepository from '../db/repositories/promotion-report-repository';
import type { ReportScope } from './period-report-service';

const n = (value: number | string | null | undefined) => Number(value ?? 0);

/**
 * Reports › Sales › Promotions: what each promotion gave over the range's business days in the scope's stores, on
 * completed sales (later refunds included, as the sales report counts them); ordering and totals by core's
 * promotionReport.
 */
export async function getPromotionReport(
  db: Db,
  scope: ReportScope,
  { from, to }: ReportRange,
): Promise<PromotionReport> {
  const stores = scope.stores.map((store) => store.id);
  const [rows, promoted] = await Promise.all([
    promotionReportRepository.promotionTotals(db, stores, from, to),
    promotionReportRepository.promotedSales(db, stores, from, to),
  ]);
  return promotionReport(
    rows.map((row) => ({
      promotionId: row.promotion_id,
      name: row.name ?? row.sold_name ?? row.promotion_id,
      sales: n(row.sales),
      units: n(row.units),
      discountCents: n(row.discount_cents),
      revenueCents: n(row.revenue_cents),
      couponCode: row.coupon_code ?? row.sold_coupon_code ?? null,
      couponUses: n(row.coupon_uses),
    })),
    { sales: n(promoted.sales), revenueCents: n(promoted.revenue_cents) },
  );
}
