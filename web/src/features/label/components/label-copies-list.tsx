import { useIntl } from 'react-intl';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { maxLabelCopies } from '@tillwise/core/label/label-layouts';
import type { LabelBarcodeFormat, LabelText } from '@tillwise/core/label/label-layouts';
import { Input } from '@/components/ui/input';

const formatNames: Record<LabelBarcodeFormat, string> = {
  EAN13: 'EAN-13',
  EAN8: 'EAN-8',
  UPC: 'UPC-A',
  UPCE: 'UPC-E',
  CODE128: 'Code 128',
};

/** A typed count as a whole number from 0 to max; blank or nonsense is 0. */
export const readCount = (typed: string, max: number) => Math.min(max, Math.max(0, Math.floor(Number(typed) || 0)));

interface LabelCopiesListProps {
  products: Product[];
  /** What each product's label says, by product id: its barcode is named beside the product. */
  texts: ReadonlyMap<string, LabelText>;
  copiesOf: (product: Product) => number;
  onCopies: (productId: string, copies: number) => void;
}

/** Each chosen product with its barcode and how many labels of it to print. */
export function LabelCopiesList({ products, texts, copiesOf, onCopies }: LabelCopiesListProps) {
  const intl = useIntl();
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'label.perProduct', defaultMessage: 'Labels per product' })}
      className="max-h-64 divide-y overflow-y-auto rounded-md border"
    >
      {products.map((product) => {
        const text = texts.get(product.id);
        return (
          <li key={product.id} className="flex items-center gap-3 px-3 py-2.5">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{product.name}</p>
              {text && (
                <p className="truncate text-xs text-muted-foreground">
                  {formatNames[text.barcodeFormat]} <span className="font-mono">{text.barcodeValue}</span>
                </p>
              )}
            </div>
            <Input
              type="number"
              min={0}
              max={maxLabelCopies}
              value={copiesOf(product)}
              aria-label={intl.formatMessage(
                { id: 'label.copiesOf', defaultMessage: 'Copies of {name}' },
                { name: product.name },
              )}
              className="h-8 w-20"
              onChange={(event) => onCopies(product.id, readCount(event.target.value, maxLabelCopies))}
            />
          </li>
        );
      })}
    </ul>
  );
}
