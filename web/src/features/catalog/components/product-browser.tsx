import { useState } from 'react';
import { LayoutGrid, List, Tags } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { EmptyState } from '@/components/empty-state';
import { Pager } from '@/components/pager';
import { SearchInput } from '@/components/search-input';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { CategoryFilter } from './category-filter';
import { ProductCard } from './product-card';
import type { ProductActions } from './product-card';
import { ProductTable } from './product-table';

type View = 'grid' | 'list';
const viewKey = 'tillwise.products.view';
const pageSize = 24;

/** The catalogue: search, category chips, grid or list (the choice is remembered), a page at a time. */
export function ProductBrowser({
  initialSearch = '',
  onPrintLabels,
  ...actions
}: {
  initialSearch?: string;
  /** Labels for the products on show: this page, after search and category. */
  onPrintLabels?: (products: Product[]) => void;
} & ProductActions) {
  const intl = useIntl();
  const [search, setSearch] = useState(initialSearch);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<View>(() => (localStorage.getItem(viewKey) === 'list' ? 'list' : 'grid'));
  const q = useDebouncedValue(search.trim(), 200);
  const categories = useCategories();
  const products = useProducts({ q: q || undefined, categoryId: categoryId ?? undefined, page, pageSize });

  const chooseView = (next: View) => {
    setView(next);
    localStorage.setItem(viewKey, next);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          className="min-w-48 flex-1"
          placeholder={intl.formatMessage({
            id: 'product.browser.searchPlaceholder',
            defaultMessage: 'Search products by name, SKU or barcode...',
          })}
          aria-label={intl.formatMessage({ id: 'product.browser.search', defaultMessage: 'Search products' })}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <div
          role="group"
          aria-label={intl.formatMessage({ id: 'product.browser.view', defaultMessage: 'View' })}
          className="flex rounded-md border p-0.5"
        >
          <Button
            size="icon"
            variant={view === 'grid' ? 'secondary' : 'ghost'}
            aria-pressed={view === 'grid'}
            aria-label={intl.formatMessage({ id: 'product.browser.grid', defaultMessage: 'Grid view' })}
            onClick={() => chooseView('grid')}
          >
            <LayoutGrid />
          </Button>
          <Button
            size="icon"
            variant={view === 'list' ? 'secondary' : 'ghost'}
            aria-pressed={view === 'list'}
            aria-label={intl.formatMessage({ id: 'product.browser.list', defaultMessage: 'List view' })}
            onClick={() => chooseView('list')}
          >
            <List />
          </Button>
        </div>
        {onPrintLabels && (
          <Button
            variant="outline"
            disabled={!products.data?.items.length}
            onClick={() => products.data && onPrintLabels(products.data.items)}
          >
            <Tags /> <FormattedMessage id="product.browser.printLabels" defaultMessage="Print labels" />
          </Button>
        )}
      </div>
      <CategoryFilter
        categories={categories.data ?? []}
        value={categoryId}
        onChange={(next) => {
          setCategoryId(next);
          setPage(1);
        }}
        allLabel={intl.formatMessage({ id: 'product.browser.all', defaultMessage: 'All Products' })}
      />
      {products.isPending && <Skeleton className="h-72" />}
      {products.isError && <QueryError error={products.error} onRetry={() => void products.refetch()} />}
      {products.data?.items.length === 0 && (
        <EmptyState title={intl.formatMessage({ id: 'catalog.noProducts', defaultMessage: 'No products found' })} />
      )}
      {products.data && products.data.items.length > 0 && (
        <>
          {view === 'grid' ? (
            <div
              role="list"
              aria-label={intl.formatMessage({ id: 'catalog.products', defaultMessage: 'Products' })}
              className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
            >
              {products.data.items.map((product) => (
                <div role="listitem" key={product.id}>
                  <ProductCard product={product} {...actions} />
                </div>
              ))}
            </div>
          ) : (
            <div className="rounded-xl border bg-card p-2">
              <ProductTable products={products.data.items} categories={categories.data ?? []} {...actions} />
            </div>
          )}
          <Pager
            page={page}
            pageSize={pageSize}
            total={products.data.total}
            noun={[
              intl.formatMessage({ id: 'product.nounOne', defaultMessage: 'product' }),
              intl.formatMessage({ id: 'product.nounOther', defaultMessage: 'products' }),
            ]}
            onPageChange={setPage}
          />
        </>
      )}
    </div>
  );
}
