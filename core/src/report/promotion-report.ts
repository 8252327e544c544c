import { z } from 'zod';
import { minorToCsvDecimal } from '../money/money';
import type { CsvTable } from './report-csv';
import { reportQuerySchema } from './report-schemas';

/** Reports › Sales › Promotions: a range and a store (the session's store when left out; 'all' = chain). */
export const promotionReportQuerySchema = reportQuerySchema;
export type PromotionReportQuery = z.infer<typeof promotionReportQuerySchema>;

const count = z.number().int().min(0);
const cents = z.number().int();

/** One promotion over the range: the completed sales it applied to and what it gave. */
export const promotionReportRowSchema = z.object({
  promotionId: z.string(),
  name: z.string(),
  /** Sales (distinct orders) the promotion applied to. */
  sales: count,
  /** Units the promotion priced. */
  units: count,
  /** What the promotion took off those sales. */
  discountCents: cents,
  /** Those sales' totals (what the customers paid, tax included). */
  revenueCents: cents,
  /** The coupon that unlocks the promotion; null when it needs none. */
  couponCode: z.string().nullable(),
  /** Those sales in which a coupon code was entered for it. */
  couponUses: count,
});
export type PromotionReportRow = z.infer<typeof promotionReportRowSchema>;

export const promotionReportTotalsSchema = z.object({
  /** Sales that got at least one promotion: a sale with two promotions counts once. */
  sales: count,
  units: count,
  discountCents: cents,
  /** The totals of those sales, each sale once. */
  revenueCents: cents,
  couponUses: count,
});
export type PromotionReportTotals = z.infer<typeof promotionReportTotalsSchema>;

export const promotionReportSchema = z.object({
  /** Largest discount given first, then by name. */
  rows: z.array(promotionReportRowSchema),
  totals: promotionReportTotalsSchema,
});
export type PromotionReport = z.infer<typeof promotionReportSchema>;

/**
 * The promotions report from its rows and the promoted sales counted once each: rows by discount given, largest
 * first, then by name; units, discount and coupon uses add up the rows, sales and revenue count each sale once.
 */
export function promotionReport(
  rows: readonly PromotionReportRow[],
  promotedSales: { sales: number; revenueCents: number },
): PromotionReport {
  const sorted = [...rows].sort(
    (a, b) =>
      b.discountCents - a.discountCents ||
      a.name.localeCompare(b.name, 'en') ||
      (a.promotionId < b.promotionId ? -1 : a.promotionId > b.promotionId ? 1 : 0),
  );
  const sum = (figure: 'units' | 'discountCents' | 'couponUses') => rows.reduce((total, row) => total + row[figure], 0);
  return {
    rows: sorted,
    totals: {
      sales: promotedSales.sales,
      units: sum('units'),
      discountCents: sum('discountCents'),
      revenueCents: promotedSales.revenueCents,
      couponUses: sum('couponUses'),
    },
  };
}

/** The promotions report as CSV: one row per promotion, then the totals, money as plain decimals in its currency. */
export function promotionReportCsv(report: PromotionReport, currency = 'USD'): CsvTable {
  const csvMoney = (minor: number) => minorToCsvDecimal(minor, currency);
  const { totals } = report;
  return {
    fields: ['Promotion', 'Coupon Code', 'Sales', 'Units', 'Discount Given', 'Revenue', 'Coupon Uses'],
    rows: [
      ...report.rows.map((row) => [
        row.name,
        row.couponCode ?? '',
        row.sales,
        row.units,
        csvMoney(row.discountCents),
        csvMoney(row.revenueCents),
        row.couponUses,
      ]),
      [
        'Total',
        '',
        totals.sales,
        totals.units,
        csvMoney(totals.discountCents),
        csvMoney(totals.revenueCents),
        totals.couponUses,
      ],
    ],
  };
}
