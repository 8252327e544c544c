import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Product, ProductPage } from '@tillwise/core/catalog/catalog-schemas';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ProductTile } from './product-tile';

// The API serves at most 100 products a request; past that the cashier narrows the search.
export const maxPages = 4;

interface ProductResultsProps {
  /** The tiles' own ids start with it: the search box names the highlighted one (aria-activedescendant). */
  id: string;
  products: UseQueryResult<ProductPage>;
  pages: number;
  /** The product Enter in the search box sells. */
  highlightedId: string | null;
  onMore: () => void;
  onSell: (product: Product) => void;
}

/**
 * The till's product tiles for a search or category, with 'Show more' until the list is long enough to narrow. The
 * columns follow the picker's own width (a container query): beside the cart it is narrower than the screen.
 */
export function ProductResults({ id, products, pages, highlightedId, onMore, onSell }: ProductResultsProps) {
  const intl = useIntl();
  if (products.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 @md:grid-cols-3 @lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-28" />
        ))}
      </div>
    );
  }
  if (products.isError) return <QueryError error={products.error} onRetry={() => void products.refetch()} />;
  const { items, total } = products.data;
  if (items.length === 0) {
    return <EmptyState title={<FormattedMessage id="catalog.noProducts" defaultMessage="No products found" />} />;
  }
  return (
    <>
      <div
        id={id}
        role="group"
        aria-label={intl.formatMessage({ id: 'catalog.products', defaultMessage: 'Products' })}
        className="grid grid-cols-2 gap-3 @md:grid-cols-3 @lg:grid-cols-4"
      >
        {items.map((product) => (
          <ProductTile
            key={product.id}
            id={`${id}-${product.id}`}
            product={product}
            highlighted={product.id === highlightedId}
            onAdd={onSell}
          />
        ))}
      </div>
      {total > items.length &&
        (pages < maxPages ? (
          <Button variant="outline" className="w-full" onClick={onMore}>
            <FormattedMessage
              id="catalog.showMore"
              defaultMessage="Show more ({count} more)"
              values={{ count: total - items.length }}
            />
          </Button>
        ) : (
          <p className="text-center text-sm text-muted-foreground">
            <FormattedMessage
              id="catalog.narrow"
              defaultMessage="{count} more: type more of the name to narrow the list"
              values={{ count: total - items.length }}
            />
          </p>
        ))}
    </>
  );
}
