export type LowStockStatus = 'critical' | 'low' | 'Ok';

/** Dashboard and low-stock list: 'critical' at or below half the level, 'low' at or below it, else 'Ok'. */
export function lowStockStatus(stock: number, reorderLevel: number | null): LowStockStatus {
  const level = reorderLevel ?? 0;
  if (stock <= level / 2) return 'critical';
  if (stock <= level) return 'low';
  return 'Ok';
}

/** A product is low on stock when its stock is at or below its reorder level (missing level counts as 0). */
export function isLowStock(stock: number, reorderLevel: number | null): boolean {
  return stock <= (reorderLevel ?? 0);
}

/** How close to running out: stock ÷ reorder level, or plain stock when there is no level (lower is worse). */
export function lowStockRank(stock: number, reorderLevel: number | null): number {
  return reorderLevel ? stock / reorderLevel : stock;
}

export type StockBadge = 'In Stock' | 'Medium Stock' | 'Low Stock';

/** Products screen badge: 'In Stock' above twice the level, 'Low Stock' at or below it, else 'Medium Stock'. */
export function stockBadge(stock: number, reorderLevel: number | null): StockBadge {
  const level = reorderLevel ?? 0;
  if (stock > 2 * level) return 'In Stock';
  if (stock <= level) return 'Low Stock';
  return 'Medium Stock';
}
