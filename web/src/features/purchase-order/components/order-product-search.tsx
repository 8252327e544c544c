import { useIntl } from 'react-intl';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { ProductSearchPicker } from '@/components/product-search-picker';
import { useOrderProducts } from '../api/get-order-products';
import { quantityText } from '@/lib/quantity';

interface OrderProductSearchProps {
  addedIds: ReadonlySet<string>;
  onPick: (product: Product) => void;
}

/** Finds a product by name, SKU or barcode for an order; Enter adds the first match (a scanned barcode). */
export function OrderProductSearch({ addedIds, onPick }: OrderProductSearchProps) {
  const intl = useIntl();
  return (
    <ProductSearchPicker
      label={intl.formatMessage({ id: 'purchaseOrder.search', defaultMessage: 'Search products to order' })}
      useMatches={useOrderProducts}
      addedIds={addedIds}
      describe={(product) =>
        intl.formatMessage(
          { id: 'purchaseOrder.search.inStock', defaultMessage: '{stock} in stock' },
          { stock: quantityText(product.stock, product.soldBy) },
        )
      }
      onPick={onPick}
    />
  );
}
