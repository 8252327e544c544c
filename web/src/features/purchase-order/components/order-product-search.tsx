import { useState } from 'react';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { QueryError } from '@/components/query-error';
import { SearchInput } from '@/components/search-input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useOrderProducts } from '../api/get-order-products';

interface OrderProductSearchProps {
  addedIds: ReadonlySet<string>;
  onPick: (product: Product) => void;
}

/** Finds a product by name, SKU or barcode for an order; Enter adds the first match (a scanned barcode). */
export function OrderProductSearch({ addedIds, onPick }: OrderProductSearchProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 200);
  const products = useOrderProducts(q);
  const items = q && products.data ? products.data.items : [];
  const pick = (product: Product) => {
    onPick(product);
    setSearch('');
  };

  return (
    <div className="space-y-2">
      <SearchInput
        aria-label="Search products to order"
        placeholder="Search by name, SKU or barcode…"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const first = items.find((product) => !addedIds.has(product.id));
          if (first && q === search.trim()) pick(first);
        }}
      />
      {products.isError && <QueryError error={products.error} onRetry={() => void products.refetch()} />}
      {q !== '' && products.data && items.length === 0 && (
        <p className="text-sm text-muted-foreground">No products match “{q}”</p>
      )}
      {items.length > 0 && (
        <ul aria-label="Matching products" className="max-h-48 divide-y overflow-y-auto rounded-md border">
          {items.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                disabled={addedIds.has(product.id)}
                onClick={() => pick(product)}
                className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-accent disabled:cursor-not-allowed disabled:opacity-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{product.name}</span>
                  <span className="block font-mono text-xs text-muted-foreground">{product.sku}</span>
                </span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {addedIds.has(product.id) ? 'Added' : `${product.stock} in stock`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
