import { ImageOff } from 'lucide-react';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { formatMoney } from '@tillwise/core/money/money';
import { Card, CardContent } from '@/components/ui/card';
import { StockBadge } from './stock-badge';

/** A product in the grid: image (or 'No image'), name, SKU, price and stock badge. */
export function ProductCard({ product }: { product: Product }) {
  return (
    <Card className="gap-0 overflow-hidden py-0">
      <div className="flex aspect-[16/9] items-center justify-center bg-muted">
        {product.image ? (
          <img src={product.image} alt={product.name} className="size-full object-cover" loading="lazy" />
        ) : (
          <span className="flex flex-col items-center gap-1 text-sm text-muted-foreground">
            <ImageOff className="size-6" />
            No image
          </span>
        )}
      </div>
      <CardContent className="space-y-2 p-4">
        <p className="line-clamp-2 min-h-10 font-medium">{product.name}</p>
        <p className="font-mono text-xs text-muted-foreground">{product.sku}</p>
        <div className="flex items-center justify-between gap-2">
          <span className="text-lg font-semibold tabular-nums">{formatMoney(product.priceCents)}</span>
          <StockBadge stock={product.stock} reorderLevel={product.reorderLevel} />
        </div>
        <p className="text-xs text-muted-foreground tabular-nums">{product.stock} in stock</p>
      </CardContent>
    </Card>
  );
}
