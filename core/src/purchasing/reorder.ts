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
}

/**
 * How many to order, or 0 for none. A product is due when what is on hand and on order together is at or below
 * its reorder level (the low-stock line); it is then ordered up to its last 30 days' sales plus the level, so the
 * next month's selling is covered and the level is kept as a safety stock.
 */
export function reorderQuantity({ onHand, onOrder, reorderLevel, soldLast30Days }: ReorderInput): number {
  const level = reorderLevel ?? 0;
  const available = onHand + onOrder;
  if (available > level) return 0;
  const target = Math.max(0, soldLast30Days) + level;
  return Math.max(0, target - available);
}
