import { isSoldByWeight } from '../catalog/sold-by';
import type { SoldBy } from '../catalog/sold-by';
import { roundCents } from '../money/money';
import type { SalesSummary } from './report-schemas';

/** When a product has no cost, reports assume it cost 60 % of its price. */
export const defaultCostShare = 0.6;
/** Reports' inventory status uses this reorder level when a product has none: 5 units, or 5 of its unit of weight. */
export const defaultReportReorderLevel = 5;

/** The level a report judges a product by: its own, or 5 in its own unit (5 lb is 5000 thousandths, not 0.005 lb). */
export const reportReorderLevel = (reorderLevel: number | null, soldBy?: SoldBy | null) =>
  reorderLevel ?? (isSoldByWeight(soldBy) ? defaultReportReorderLevel * 1000 : defaultReportReorderLevel);
/** What a loyalty point is worth, in dollars. */
export const pointValue = 0.01;
/** The share of issued points expected never to be redeemed. */
export const breakageRate = 0.3;

/** A unit's cost for reports: its recorded cost, or 60 % of its price (to the cent) when it has none. */
export function unitCostCents(unitCostCents: number | null, unitPriceCents: number): number {
  return unitCostCents ?? roundCents(unitPriceCents * defaultCostShare);
}

export type InventoryStatus = 'low' | 'medium' | 'good';

/**
 * Reports' inventory status: 'low' at or below the level (default 5 in the product's unit), 'medium' at or below
 * twice it, else 'good'.
 */
export function inventoryStatus(stock: number, reorderLevel: number | null, soldBy?: SoldBy | null): InventoryStatus {
  const level = reportReorderLevel(reorderLevel, soldBy);
  if (stock <= level) return 'low';
  if (stock <= 2 * level) return 'medium';
  return 'good';
}

/** Margin as a percentage of revenue, one decimal; 0 when there was no revenue. */
export function marginPercent(revenueCents: number, costCents: number): number {
  if (revenueCents === 0) return 0;
  return Math.round(((revenueCents - costCents) / revenueCents) * 1000) / 10;
}

/** An average in whole cents; 0 when there is nothing to average. */
export function averageCents(totalCents: number, count: number): number {
  return count === 0 ? 0 : roundCents(totalCents / count);
}

/**
 * What the store owes for points not yet spent: outstanding points at $0.01, less the 30 % expected never to be
 * redeemed (breakage).
 */
export function loyaltyLiabilityCents(outstandingPoints: number): number {
  return roundCents(outstandingPoints * pointValue * 100 * (1 - breakageRate));
}

/** The rollups' sums behind a Sales Summary, over some business days and stores. */
export interface SalesTotals {
  transactions: number;
  items: number;
  grossCents: number;
  discountCents: number;
  taxCents: number;
  refundedCents: number;
  refundedTaxCents: number;
}

/**
 * Sales Summary: sales are gross less discounts, refunds are what was given back; both before tax. Net sales are
 * sales less refunds; tax is collected less refunded; the average order is sales (before refunds) per transaction.
 */
export function salesSummary(totals: SalesTotals): SalesSummary {
  const salesCents = totals.grossCents - totals.discountCents;
  const refundsCents = totals.refundedCents - totals.refundedTaxCents;
  return {
    grossSalesCents: totals.grossCents,
    discountsCents: totals.discountCents,
    refundsCents,
    netSalesCents: salesCents - refundsCents,
    taxCents: totals.taxCents - totals.refundedTaxCents,
    transactions: totals.transactions,
    avgOrderCents: averageCents(salesCents, totals.transactions),
    itemsSold: totals.items,
  };
}
