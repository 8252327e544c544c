import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Product, ProductPage } from '@tillwise/core/catalog/catalog-schemas';
import { QueryError } from '@/components/query-error';
import { SearchInput } from '@/components/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useSearchTerm } from '@/hooks/use-search-term';

interface ProductSearchPickerProps {
  /** Names the search box, e.g. "Search products to order". */
  label: string;
  /** The few best matches for a search (the caller's own query, asked only for a non-empty search). */
  useMatches: (q: string) => UseQueryResult<ProductPage>;
  /** Products already on the document: shown, but not added twice. */
  addedIds: ReadonlySet<string>;
  /** Whether a product not yet added may be picked (a transfer sends only what is in stock). */
  canPick?: (product: Product) => boolean;
  /** What a product not yet added shows beside it. */
  describe: (product: Product) => string;
  onPick: (product: Product) => void;
}

/**
 * Finds a product by name, SKU or barcode for a document's lines. Enter adds the first match that can be picked,
 * so a scanned barcode adds its product at once.
 */
export function ProductSearchPicker({
  label,
  useMatches,
  addedIds,
  canPick = () => true,
  describe,
  onPick,
}: ProductSearchPickerProps) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const q = useSearchTerm(search);
  const products = useMatches(q);
  const items = q && products.data ? products.data.items : [];
  const pickable = (product: Product) => !addedIds.has(product.id) && canPick(product);
  const pick = (product: Product) => {
    onPick(product);
    setSearch('');
  };

  return (
    <div className="space-y-2">
      <SearchInput
        aria-label={label}
        placeholder={intl.formatMessage({
          id: 'common.productSearch.placeholder',
          defaultMessage: 'Search by name, SKU or barcode…',
        })}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter picks a product here; it must not submit the form around it.
          event.preventDefault();
          const first = items.find(pickable);
          if (first && q === search.trim()) pick(first);
        }}
      />
      {q !== '' && products.isPending && <Skeleton className="h-24" />}
      {products.isError && <QueryError error={products.error} onRetry={() => void products.refetch()} />}
      {q !== '' && products.data && items.length === 0 && (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="common.productSearch.noMatch"
            defaultMessage="No products match “{search}”"
            values={{ search: q }}
          />
        </p>
      )}
      {items.length > 0 && (
        <ul
          aria-label={intl.formatMessage({ id: 'common.productSearch.matches', defaultMessage: 'Matching products' })}
          className="max-h-56 divide-y overflow-y-auto rounded-md border"
        >
          {items.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                disabled={!pickable(product)}
                onClick={() => pick(product)}
                className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-accent disabled:cursor-not-allowed disabled:opacity-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{product.name}</span>
                  <span className="block font-mono text-xs text-muted-foreground">{product.sku}</span>
                </span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {addedIds.has(product.id) ? (
                    <FormattedMessage id="common.productSearch.added" defaultMessage="Added" />
                  ) : (
                    describe(product)
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
