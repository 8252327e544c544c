import { hasVariants, optionsSummary } from '@tillwise/core/catalog/variants';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { productImageUrl } from '@tillwise/core/catalog/product-image';
import { unitPriceSuffix } from '@tillwise/core/catalog/sold-by';
import { FormattedMessage } from 'react-intl';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { quantityText } from '@/lib/quantity';

interface ProductTileProps {
  id?: string;
  product: Product;
  /** Chosen with the arrow keys in the search box: Enter there sells it. */
  highlighted?: boolean;
  onAdd: (product: Product) => void;
}

/** A product the cashier taps to add it to the sale. */
export function ProductTile({ id, product, highlighted = false, onAdd }: ProductTileProps) {
  const low = product.stock <= (product.reorderLevel ?? 0);
  // A product with variants is chosen from them: its tile says so, with its lowest price.
  const options = hasVariants(product) ? product.options! : null;
  return (
    <button
      id={id}
      type="button"
      ref={(button) => {
        if (highlighted) button?.scrollIntoView({ block: 'nearest' });
      }}
      data-highlighted={highlighted || undefined}
      onClick={() => onAdd(product)}
      className="flex min-h-28 flex-col justify-between gap-2 rounded-lg border bg-card p-3 text-left shadow-xs transition-colors outline-none hover:border-primary hover:bg-primary/5 focus-visible:ring-[3px] focus-visible:ring-ring/50 active:scale-[0.98] data-highlighted:border-primary data-highlighted:bg-primary/10 data-highlighted:ring-[3px] data-highlighted:ring-ring/50"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="line-clamp-2 min-w-0 text-sm font-medium break-words" title={product.name}>
          {product.name}
        </span>
        {product.image && (
          <img
            src={productImageUrl(product.image, 'thumbnail')}
            alt=""
            loading="lazy"
            className="size-10 shrink-0 rounded object-cover"
            // Offline, an image the browser has not kept yet would show as broken: the tile reads well without it.
            onError={(event) => {
              event.currentTarget.hidden = true;
            }}
          />
        )}
      </span>
      {/* A narrow tile puts the stock under the price rather than beyond the tile's edge. */}
      <span className="flex flex-wrap items-end justify-between gap-x-2">
        <span className="text-base font-semibold whitespace-nowrap tabular-nums">
          {options && (
            <span className="text-xs font-normal text-muted-foreground">
              <FormattedMessage id="catalog.tile.from" defaultMessage="from" />{' '}
            </span>
          )}
          {formatMoney(product.priceCents)}
          {unitPriceSuffix(product.soldBy)}
        </span>
        <span
          className={cn(
            'text-xs whitespace-nowrap tabular-nums',
            low && !options ? 'text-destructive' : 'text-muted-foreground',
          )}
        >
          {options ? (
            optionsSummary(options)
          ) : (
            <FormattedMessage
              id="catalog.inStock"
              defaultMessage="{quantity} in stock"
              values={{ quantity: quantityText(product.stock, product.soldBy) }}
            />
          )}
        </span>
      </span>
      <span className="font-mono text-[11px] text-muted-foreground">{product.sku}</span>
    </button>
  );
}
