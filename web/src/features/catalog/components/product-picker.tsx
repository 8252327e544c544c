import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseQueryOptions } from '@tanstack/react-query';
import { ScanBarcode, Search } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { ScaleLabelLayout } from '@tillwise/core/barcode/scale-label';
import { hasVariants } from '@tillwise/core/catalog/variants';
import { isCategoryActive } from '@tillwise/core/catalog/categories';
import type { Category, Product, ProductPage } from '@tillwise/core/catalog/catalog-schemas';
import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { connectivity } from '@/lib/connectivity';
import { moneyFormat } from '@/lib/money';
import { lookupProductCode } from '../api/find-product-by-code';
import { getCategoriesQueryOptions } from '../api/get-categories';
import { getProductsQueryOptions } from '../api/get-products';
import { localCategoriesQueryOptions, localProductsQueryOptions } from '../api/local-catalogue';
import type { LocalCatalogue } from '../api/local-catalogue';
import { useScannerKeys } from '../hooks/use-scanner-keys';
import { moveHighlight, searchEnter } from '../lib/search-enter';
import { CategoryFilter } from './category-filter';
import { ProductResults } from './product-results';

// Dialogs load when first opened: the till's first load carries none of them.
const VariantPickerDialog = lazy(() =>
  import('./variant-picker-dialog').then((module) => ({ default: module.VariantPickerDialog })),
);

// The barcode reader (GTINs, scale labels, GS1) loads just after the till does, keeping it off the first load.
// The scan reader (and the default scale label layout) load with the first scan, not with the till.
const loadScanReader = () =>
  Promise.all([import('@tillwise/core/barcode/scan-to-line'), import('@tillwise/core/barcode/scale-label')]).then(
    ([reader, labels]) => ({ resolveScan: reader.resolveScan, defaultLayout: labels.defaultScaleLabelLayout }),
  );

const pageSize = 24;

interface ProductPickerProps {
  /** Sells this much of the product: units, or grams of one sold by weight. */
  onAdd: (product: Product, quantity: number) => void;
  /** A product sold by weight was tapped or scanned without a weight: the till asks for it. */
  onWeigh: (product: Product) => void;
  /** How the store's scales print labels. */
  /** The store's scale label layout; the common European one until the settings have arrived. */
  scaleLabels: ScaleLabelLayout | undefined;
  local?: LocalCatalogue | null;
  /** The search box, for the till to give the focus back to. */
  searchRef?: RefObject<HTMLInputElement | null>;
}

/**
 * Search, category chips and product tiles. A barcode scanner's code (told from typing by its timing) adds the
 * product at once: a GTIN, a SKU, a scale label's weight, a GS1 string, with '12*' typed first to sell 12; the box
 * is cleared and keeps the focus. Enter sells the only match or the one highlighted with the arrow keys; a
barcode or SKU typed whole goes by its code, as a scan does. With `local` (the till's replica, once it is ready) every search and scan is
 * answered on the till, online or not.
 */
export function ProductPicker({ onAdd, onWeigh, scaleLabels, local, searchRef }: ProductPickerProps) {
  const intl = useIntl();
  const [search, setSearchState] = useState('');
  // What the box holds right now: keys arrive faster than React renders, so a scan reads this, not `search`.
  const boxText = useRef('');
  const setSearch = (text: string) => {
    boxText.current = text;
    setSearchState(text);
  };
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [pages, setPages] = useState(1);
  const [scanMessage, setScanMessage] = useState<string | null>(null);
  // A product with variants, tapped or its own code scanned: the cashier picks which variant.
  const [choosing, setChoosing] = useState<Product | null>(null);
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const resultsId = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const inputRef = searchRef ?? ownRef;
  const sell = (product: Product) => {
    if (hasVariants(product)) setChoosing(product);
    else if (isSoldByWeight(product.soldBy)) onWeigh(product);
    else onAdd(product, 1);
  };
  // Typing waits for a pause before it searches; an emptied box (a sale by Enter, a scan) shows the whole catalogue
  // in the same frame, so the next tap lands on the tile it aims at, not on a match of the search just done.
  const typed = useDebouncedValue(search.trim(), 200);
  const q = search.trim() ? typed : '';
  const filtersFor = (text: string) => ({
    q: text || undefined,
    categoryId: shownCategoryId ?? undefined,
    active: true,
    page: 1,
    pageSize: pageSize * pages,
  });
  const productsQuery = (text: string) =>
    (local
      ? localProductsQueryOptions(local, filtersFor(text))
      : getProductsQueryOptions(filtersFor(text))) as UseQueryOptions<ProductPage>;
  const queryClient = useQueryClient();
  // The two sources' options differ only in their keys' types.
  const categories = useQuery(
    (local ? localCategoriesQueryOptions(local) : getCategoriesQueryOptions()) as UseQueryOptions<Category[]>,
  );
  // An inactive category has no chip; one chosen here before it was made inactive stops filtering.
  const chips = (categories.data ?? []).filter(isCategoryActive);
  const shownCategoryId = chips.some((category) => category.id === categoryId) ? categoryId : null;
  const products = useQuery(productsQuery(q));
  const shown = products.data?.items ?? [];
  const highlighted = shown.find((product) => product.id === highlightId) ?? null;

  const cleared = () => {
    setSearch('');
    setScanMessage(null);
    setHighlightId(null);
  };
  const lookup = (code: string) => lookupProductCode(code, local ?? null);
  const scan = async (text: string, fromScanner = false) => {
    if (!text.trim()) return;
    try {
      const { resolveScan, defaultLayout } = await loadScanReader();
      const line = await resolveScan(text, scaleLabels ?? defaultLayout, lookup, moneyFormat().currency);
      if (line.kind === 'waiting') {
        setSearch(text.trim());
        setScanMessage(
          intl.formatMessage(
            { id: 'catalog.scan.waiting', defaultMessage: 'Scan or type the item to sell {quantity}' },
            { quantity: String(line.quantity) },
          ),
        );
        return;
      }
      if (line.kind === 'refused') {
        // The message names the code; a scanner's code leaves the box for the next scan, typed text stays.
        if (fromScanner) setSearch('');
        setScanMessage(line.message);
        return;
      }
      if (line.kind === 'weigh') onWeigh(line.product);
      else if (hasVariants(line.product)) setChoosing(line.product);
      else onAdd(line.product, line.quantity);
      cleared();
    } catch {
      setScanMessage(
        intl.formatMessage({ id: 'catalog.scan.failed', defaultMessage: 'Could not look up that code. Try again.' }),
      );
    } finally {
      inputRef.current?.focus();
    }
  };
  // Enter asks for the matches of the text as typed: the list on screen may still be for its first letters.
  const enter = async (text: string) => {
    let matches: Product[] = [];
    try {
      if (!highlighted && text.trim()) matches = (await queryClient.fetchQuery(productsQuery(text.trim()))).items;
      // The till's own copy found nothing (it may be mid-load on a busy till): the server has the last word, when
      // it can be reached (an offline till reads the text as a code at once, as before).
      if (!highlighted && text.trim() && local && matches.length === 0 && connectivity.get().online) {
        matches = (await queryClient.fetchQuery(getProductsQueryOptions(filtersFor(text.trim())))).items;
      }
    } catch {
      // The search could not answer: the code lookup says what went wrong.
    }
    const action = searchEnter(text, matches, highlighted);
    if (action.kind === 'code') return scan(action.text);
    if (action.kind === 'choose') {
      setScanMessage(
        intl.formatMessage(
          {
            id: 'catalog.search.choose',
            defaultMessage:
              '{count, plural, one {# product matches} other {# products match}} “{text}”: choose one with ↑ ↓, then press Enter',
          },
          { count: action.count, text: text.trim() },
        ),
      );
    } else if (action.kind === 'add') {
      sell(action.product);
      cleared();
    }
  };
  // The variant picker gives the focus back to the search box, for the next item.
  useEffect(() => {
    if (!choosing) inputRef.current?.focus();
  }, [choosing, inputRef]);
  useEffect(() => {
    const idle = window.setTimeout(() => void loadScanReader(), 1000);
    return () => window.clearTimeout(idle);
  }, []);
  // A quantity typed first ('12*') waits in the box for the scan that follows it; so does the start of a scan that
  // stalled and reached the box as typing.
  const scanner = useScannerKeys({
    onScan: (code, afterTyping) => {
      const typed = boxText.current;
      const quantityFirst = /^\s*\d{1,4}\s*\*\s*$/.test(typed);
      void scan(afterTyping || quantityFirst ? `${typed.trim()}${code}` : code, true);
    },
    onType: (text) => {
      setSearch(boxText.current + text);
      setScanMessage(null);
      setHighlightId(null);
      setPages(1);
    },
    onEnter: () => void enter(boxText.current),
  });

  return (
    <div className="@container space-y-4">
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
              setHighlightId(null);
              setPages(1);
            }}
            onKeyDown={(event) => {
              scanner.onKeyDown(event);
              if (event.altKey || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
              event.preventDefault();
              const ids = shown.map((product) => product.id);
              setHighlightId(moveHighlight(ids, highlightId, event.key === 'ArrowDown' ? 1 : -1));
            }}
            aria-controls={resultsId}
            aria-activedescendant={highlighted ? `${resultsId}-${highlighted.id}` : undefined}
            placeholder={intl.formatMessage({
              id: 'catalog.search.placeholder',
              defaultMessage: 'Search products or scan barcode...',
            })}
            aria-label={intl.formatMessage({
              id: 'catalog.search.label',
              defaultMessage: 'Search products or scan barcode',
            })}
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
        categories={chips}
        value={shownCategoryId}
        onChange={(next) => {
          setCategoryId(next);
          setPages(1);
        }}
        allLabel={intl.formatMessage({ id: 'catalog.category.all', defaultMessage: 'All' })}
      />
      <ProductResults
        id={resultsId}
        products={products}
        pages={pages}
        highlightedId={highlighted?.id ?? null}
        onMore={() => setPages((n) => n + 1)}
        onSell={sell}
      />
      {choosing && (
        <Suspense fallback={null}>
          <VariantPickerDialog
            product={choosing}
            local={local}
            onClose={() => setChoosing(null)}
            onChoose={(variant) => {
              setChoosing(null);
              sell(variant);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
