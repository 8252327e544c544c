import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryOptions } from '@tanstack/react-query';
import { ScanBarcode, Search } from 'lucide-react';
import type { Category, Product, ProductPage } from '@tillwise/core/catalog/catalog-schemas';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { isNotFound } from '@/lib/api-client';
import { findProductByCode } from '../api/find-product-by-code';
import { getCategoriesQueryOptions } from '../api/get-categories';
import { getProductsQueryOptions } from '../api/get-products';
import { localCategoriesQueryOptions, localProductsQueryOptions } from '../api/local-catalogue';
import type { LocalCatalogue } from '../api/local-catalogue';
import { CategoryFilter } from './category-filter';
import { ProductTile } from './product-tile';

const pageSize = 24;
// The API serves at most 100 products a request; past that the cashier narrows the search.
const maxPages = 4;

/**
 * Search, category chips and product tiles. A barcode scanner types the code and Enter into the search box:
 * an exact barcode or SKU adds the product at once and clears the box, keeping the focus there. With `local` (the
 * till's replica, once it is ready) every search and scan is answered on the till, online or not.
 */
export function ProductPicker({ onAdd, local }: { onAdd: (product: Product) => void; local?: LocalCatalogue | null }) {
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [pages, setPages] = useState(1);
  const [scanMessage, setScanMessage] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const q = useDebouncedValue(search.trim(), 200);
  const filters = {
    q: q || undefined,
    categoryId: categoryId ?? undefined,
    active: true,
    page: 1,
    pageSize: pageSize * pages,
  };
  // The two sources' options differ only in their keys' types.
  const categories = useQuery(
    (local ? localCategoriesQueryOptions(local) : getCategoriesQueryOptions()) as UseQueryOptions<Category[]>,
  );
  const products = useQuery(
    (local
      ? localProductsQueryOptions(local, filters)
      : getProductsQueryOptions(filters)) as UseQueryOptions<ProductPage>,
  );

  const scan = async () => {
    const code = search.trim();
    if (!code) return;
    try {
      const product = local ? await local.lookup(code) : await findProductByCode(code);
      if (!product) {
        setScanMessage(`No product matches “${code}”`);
      } else if (!product.isActive) {
        setScanMessage(`${product.name} is no longer for sale`);
      } else {
        onAdd(product);
        setSearch('');
        setScanMessage(null);
      }
    } catch (error) {
      setScanMessage(isNotFound(error) ? `No product matches “${code}”` : 'Could not look up that code. Try again.');
    }
    inputRef.current?.focus();
  };

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            ref={inputRef}
            autoFocus
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setScanMessage(null);
              setPages(1);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void scan();
              }
            }}
            placeholder="Search products or scan barcode..."
            aria-label="Search products or scan barcode"
            className="h-11 pr-10 pl-9 text-base"
          />
          <ScanBarcode className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted-foreground" />
        </div>
        {scanMessage && (
          <p role="alert" className="text-sm text-destructive">
            {scanMessage}
          </p>
        )}
      </div>
      <CategoryFilter
        categories={categories.data ?? []}
        value={categoryId}
        onChange={(next) => {
          setCategoryId(next);
          setPages(1);
        }}
        allLabel="All"
      />
      {products.isPending && (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-28" />
          ))}
        </div>
      )}
      {products.isError && <QueryError error={products.error} onRetry={() => void products.refetch()} />}
      {products.data && products.data.items.length === 0 && <EmptyState title="No products found" />}
      {products.data && products.data.items.length > 0 && (
        <>
          <div role="group" aria-label="Products" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
            {products.data.items.map((product) => (
              <ProductTile key={product.id} product={product} onAdd={onAdd} />
            ))}
          </div>
          {products.data.total > products.data.items.length &&
            (pages < maxPages ? (
              <Button variant="outline" className="w-full" onClick={() => setPages((n) => n + 1)}>
                Show more ({products.data.total - products.data.items.length} more)
              </Button>
            ) : (
              <p className="text-center text-sm text-muted-foreground">
                {products.data.total - products.data.items.length} more: type more of the name to narrow the list
              </p>
            ))}
        </>
      )}
    </div>
  );
}
