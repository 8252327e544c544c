import { stockBadge } from '@tillwise/core/inventory/stock-status';
import { Badge } from '@/components/ui/badge';

const variants = { 'In Stock': 'success', 'Medium Stock': 'warning', 'Low Stock': 'destructive' } as const;

/** Green 'In Stock', yellow 'Medium Stock' or red 'Low Stock' by the product's reorder level. */
export function StockBadge({ stock, reorderLevel }: { stock: number; reorderLevel: number | null }) {
  const badge = stockBadge(stock, reorderLevel);
  return <Badge variant={variants[badge]}>{badge}</Badge>;
}
