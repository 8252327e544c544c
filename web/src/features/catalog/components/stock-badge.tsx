import { defineMessages, useIntl } from 'react-intl';
import { stockBadge } from '@tillwise/core/inventory/stock-status';
import { Badge } from '@/components/ui/badge';

const variants = { 'In Stock': 'success', 'Medium Stock': 'warning', 'Low Stock': 'destructive' } as const;
// The spec's words in US English.
const names = defineMessages({
  'In Stock': { id: 'product.stock.in', defaultMessage: 'In Stock' },
  'Medium Stock': { id: 'product.stock.medium', defaultMessage: 'Medium Stock' },
  'Low Stock': { id: 'product.stock.low', defaultMessage: 'Low Stock' },
});

/** Green 'In Stock', yellow 'Medium Stock' or red 'Low Stock' by the product's reorder level. */
export function StockBadge({ stock, reorderLevel }: { stock: number; reorderLevel: number | null }) {
  const intl = useIntl();
  const badge = stockBadge(stock, reorderLevel);
  return <Badge variant={variants[badge]}>{intl.formatMessage(names[badge])}</Badge>;
}
