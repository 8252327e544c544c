import { useState } from 'react';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { QueryError } from '@/components/query-error';
import { SearchInput } from '@/components/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTransferProducts } from '../api/get-transfer-products';

interface TransferProductSearchProps {
  /** Products already on the transfer: shown, but not added twice. */
  addedIds: ReadonlySet<string>;
  onPick: (product: Product) => void;
}

const canPick = (product: Product, addedIds: ReadonlySet<string>) => !addedIds.has(product.id) && product.stock > 0;

/**
 * Finds a product by name, SKU or barcode and adds it to the transfer. Enter adds the first match that can be
 * sent, so a scanned barcode adds its product at once.
 */
export function TransferProductSearch({ addedIds, onPick }: TransferProductSearchProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 200);
  const products = useTransferProducts(q);
  const items = q && products.data ? products.data.items : [];
  const pick = (product: Product) => {
    onPick(product);
    setSearch('');
  };

  return (
    <div className="space-y-2">
      <SearchInput
        aria-label="Search products to send"
        placeholder="Search by name, SKU or barcode…"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter picks a product here; it must not send the transfer.
          event.preventDefault();
          const first = items.find((product) => canPick(product, addedIds));
          if (first && q === search.trim()) pick(first);
        }}
      />
      {q !== '' && products.isPending && <Skeleton className="h-24" />}
      {products.isError && <QueryError error={products.error} onRetry={() => void products.refetch()} />}
      {q !== '' && products.data && items.length === 0 && (
        <p className="text-sm text-muted-foreground">No products match “{q}”</p>
      )}
      {items.length > 0 && (
        <ul aria-label="Matching products" className="max-h-56 divide-y overflow-y-auto rounded-md border">
          {items.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                disabled={!canPick(product, addedIds)}
                onClick={() => pick(product)}
                className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-accent disabled:cursor-not-allowed disabled:opacity-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{product.name}</span>
                  <span className="block font-mono text-xs text-muted-foreground">{product.sku}</span>
                </span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {addedIds.has(product.id)
                    ? 'Added'
                    : product.stock > 0
                      ? `${product.stock} in stock`
                      : 'None in stock'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
