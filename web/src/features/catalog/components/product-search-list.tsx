import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';

import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { SearchInput } from '@/components/search-input';
import { useSearchTerm } from '@/hooks/use-search-term';
import { findProductByCode } from '../api/find-product-by-code';
import { useProducts } from '../api/get-products';
import { formatMoney } from '@/lib/money';

interface ProductSearchListProps {
  id: string;
  label: string;
  onPick: (product: Product) => void;
}

/**
 * A search box with the few products matching it, for picking one product at a time (a return, a label); a scan or
 * a typed barcode or SKU with Enter picks that product straight away.
 */
export function ProductSearchList({ id, label, onPick }: ProductSearchListProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const q = useSearchTerm(text);
  const products = useProducts({ q, pageSize: 5 });
  const found = q ? (products.data?.items ?? []) : [];

  const pick = (product: Product) => {
    onPick(product);
    setText('');
    setError(null);
  };
  const pickByCode = async (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !text.trim()) return;
    event.preventDefault();
    try {
      pick(await findProductByCode(text.trim()));
    } catch {
      setError(
        intl.formatMessage(
          { id: 'product.search.noCode', defaultMessage: 'No product has the code {code}' },
          { code: text.trim() },
        ),
      );
    }
  };

  return (
    <div className="space-y-2">
      <SearchInput
        id={id}
        aria-label={label}
        placeholder={intl.formatMessage({
          id: 'product.search.placeholder',
          defaultMessage: 'Search by name, SKU or scan a barcode',
        })}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => void pickByCode(event)}
      />
      {error && <p className="text-sm text-destructive">{error}</p>}
      {found.length > 0 && (
        <ul
          className="divide-y rounded-md border"
          aria-label={intl.formatMessage({ id: 'product.search.found', defaultMessage: 'Products found' })}
        >
          {found.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-accent"
                onClick={() => pick(product)}
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{product.name}</span>
                  <span className="block text-xs text-muted-foreground">{product.sku}</span>
                </span>
                <span className="tabular-nums">{formatMoney(product.priceCents)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
