import { isSoldByWeight } from '../catalog/sold-by';
import type { SoldBy } from '../catalog/sold-by';

/** The days of sales a reorder suggestion looks back over, and then orders enough to cover again. */
export const reorderLookbackDays = 30;

export interface ReorderInput {
  onHand: number;
  /** Still to come on sent or partly received purchase orders. */
  onOrder: number;
  /** The product's reorder level; a missing level counts as 0, as the low-stock list counts it. */
  reorderLevel: number | null;
  /** Units sold in the last 30 days, refunds taken off. */
  soldLast30Days: number;
  /** Every quantity here is in units, or thousandths of the unit of a product sold by weight. */
  soldBy?: SoldBy | null;
}

/**
 * How many to order, or 0 for none. A product is due when what is on hand and on order together is at or below
 * its reorder level (the low-stock line); it is then ordered up to its last 30 days' sales plus the level, so the
 * next month's selling is covered and the level is kept as a safety stock. A weight is ordered in whole units of
 * it, rounded up (17 lb, never 16.147 lb): what a supplier sells and a person reads.
 */
export function reorderQuantity({ onHand, onOrder, reorderLevel, soldLast30Days, soldBy }: ReorderInput): number {
  const level = reorderLevel ?? 0;
  const available = onHand + onOrder;
  if (available > level) return 0;
  const target = Math.max(0, soldLast30Days) + level;
  const shortfall = Math.max(0, target - available);
  return isSoldByWeight(soldBy) ? Math.ceil(shortfall / 1000) * 1000 : shortfall;
}
