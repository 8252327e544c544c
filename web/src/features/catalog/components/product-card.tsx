import { ImageOff, PackageSearch, Pencil } from 'lucide-react';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { productImageUrl } from '@tillwise/core/catalog/product-image';
import { optionsSummary } from '@tillwise/core/catalog/variants';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { StockBadge } from './stock-badge';
import { quantityText, unitPriceSuffix } from '@tillwise/core/catalog/sold-by';
import { formatMoney } from '@/lib/money';

export interface ProductActions {
  /** Absent when this person may not edit products. */
  onEdit?: (product: Product) => void;
  onStock: (product: Product) => void;
}

/** A product in the grid: image (or 'No image'), name, SKU, price and stock badge, with Edit and Stock. */
export function ProductCard({ product, onEdit, onStock }: { product: Product } & ProductActions) {
  return (
    <Card className="gap-0 overflow-hidden py-0">
      <div className="flex aspect-[16/9] items-center justify-center bg-muted">
        {product.image ? (
          <img
            src={productImageUrl(product.image, 'thumbnail')}
            alt={product.name}
            className="size-full object-cover"
            loading="lazy"
          />
        ) : (
          <span className="flex flex-col items-center gap-1 text-sm text-muted-foreground">
            <ImageOff className="size-6" />
            No image
          </span>
        )}
      </div>
      <CardContent className="space-y-2 p-4">
        <p className="line-clamp-2 min-h-10 font-medium" title={product.name}>
          {product.name}
        </p>
        <p className="font-mono text-xs text-muted-foreground">{product.sku}</p>
        <div className="flex items-center justify-between gap-2">
          <span className="text-lg font-semibold tabular-nums">
            {formatMoney(product.priceCents)}
            {unitPriceSuffix(product.soldBy)}
          </span>
          <StockBadge stock={product.stock} reorderLevel={product.reorderLevel} />
        </div>
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs text-muted-foreground tabular-nums">
            {quantityText(product.stock, product.soldBy)} in stock
            {(product.reserved ?? 0) > 0 && ` · ${quantityText(product.reserved ?? 0, product.soldBy)} reserved`}
            {product.options?.length ? ` · ${optionsSummary(product.options)}` : ''}
            {!product.isActive && ' · Inactive'}
          </p>
          <div className="flex gap-1">
            <Button size="sm" variant="ghost" aria-label={`Stock of ${product.name}`} onClick={() => onStock(product)}>
              <PackageSearch /> Stock
            </Button>
            {onEdit && (
              <Button size="sm" variant="ghost" aria-label={`Edit ${product.name}`} onClick={() => onEdit(product)}>
                <Pencil /> Edit
              </Button>
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
