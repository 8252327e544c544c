import { ImageOff, PackageSearch, Pencil } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { productImageUrl } from '@tillwise/core/catalog/product-image';
import { optionsSummary } from '@tillwise/core/catalog/variants';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { StockBadge } from './stock-badge';
import { unitPriceSuffix } from '@tillwise/core/catalog/sold-by';
import { formatMoney } from '@/lib/money';
import { quantityText } from '@/lib/quantity';

export interface ProductActions {
  /** Absent when this person may not edit products. */
  onEdit?: (product: Product) => void;
  onStock: (product: Product) => void;
}

/** A product in the grid: image (or 'No image'), name, SKU, price and stock badge, with Edit and Stock. */
export function ProductCard({ product, onEdit, onStock }: { product: Product } & ProductActions) {
  const intl = useIntl();
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
            <FormattedMessage id="product.noImage" defaultMessage="No image" />
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
            <FormattedMessage
              id="catalog.inStock"
              defaultMessage="{quantity} in stock"
              values={{ quantity: quantityText(product.stock, product.soldBy) }}
            />
            {(product.reserved ?? 0) > 0 && (
              <>
                {' · '}
                <FormattedMessage
                  id="product.reserved"
                  defaultMessage="{quantity} reserved"
                  values={{ quantity: quantityText(product.reserved ?? 0, product.soldBy) }}
                />
              </>
            )}
            {product.options?.length ? ` · ${optionsSummary(product.options)}` : ''}
            {!product.isActive && (
              <>
                {' · '}
                <FormattedMessage id="product.inactive" defaultMessage="Inactive" />
              </>
            )}
          </p>
          <div className="flex gap-1">
            <Button
              size="sm"
              variant="ghost"
              aria-label={intl.formatMessage(
                { id: 'product.stockOf', defaultMessage: 'Stock of {name}' },
                { name: product.name },
              )}
              onClick={() => onStock(product)}
            >
              <PackageSearch /> <FormattedMessage id="product.stock" defaultMessage="Stock" />
            </Button>
            {onEdit && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={intl.formatMessage(
                  { id: 'product.edit', defaultMessage: 'Edit {name}' },
                  { name: product.name },
                )}
                onClick={() => onEdit(product)}
              >
                <Pencil /> <FormattedMessage id="product.editShort" defaultMessage="Edit" />
              </Button>
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
