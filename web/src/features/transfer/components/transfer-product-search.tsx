import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { useIntl } from 'react-intl';
import { ProductSearchPicker } from '@/components/product-search-picker';
import { useTransferProducts } from '../api/get-transfer-products';
import { quantityText } from '@/lib/quantity';

interface TransferProductSearchProps {
  /** Products already on the transfer: shown, but not added twice. */
  addedIds: ReadonlySet<string>;
  onPick: (product: Product) => void;
}

/**
 * Finds a product by name, SKU or barcode and adds it to the transfer. Enter adds the first match that can be
 * sent, so a scanned barcode adds its product at once.
 */
export function TransferProductSearch({ addedIds, onPick }: TransferProductSearchProps) {
  const intl = useIntl();
  return (
    <ProductSearchPicker
      label={intl.formatMessage({ id: 'transfer.search', defaultMessage: 'Search products to send' })}
      useMatches={useTransferProducts}
      addedIds={addedIds}
      canPick={(product) => product.stock > 0}
      describe={(product) =>
        product.stock > 0
          ? intl.formatMessage(
              { id: 'catalog.inStock', defaultMessage: '{quantity} in stock' },
              { quantity: quantityText(product.stock, product.soldBy) },
            )
          : intl.formatMessage({ id: 'transfer.noneInStock', defaultMessage: 'None in stock' })
      }
      onPick={onPick}
    />
  );
}
