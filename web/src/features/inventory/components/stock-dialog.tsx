import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import type { StockAdjustmentResult } from '@tillwise/core/inventory/inventory-schemas';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Separator } from '@/components/ui/separator';
import { StockAdjustmentForm } from './stock-adjustment-form';
import { StockMovementHistory } from './stock-movement-history';
import { quantityText } from '@/lib/quantity';

interface StockDialogProps {
  product: Product;
  /** Whether this person may record adjustments; everyone who sees products sees the history. */
  canAdjust: boolean;
  onClose: () => void;
  onAdjusted: (result: StockAdjustmentResult) => void;
}

/** A product's stock: the adjustment form and the movement ledger under it. */
export function StockDialog({ product, canAdjust, onClose, onAdjusted }: StockDialogProps) {
  const [stock, setStock] = useState(product.stock);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="inventory.title" defaultMessage="Stock — {name}" values={{ name: product.name }} />
          </DialogTitle>
          <DialogDescription>
            <span className="font-mono">{product.sku}</span> ·{' '}
            <FormattedMessage
              id="catalog.inStock"
              defaultMessage="{quantity} in stock"
              values={{ quantity: <span data-testid="stock-on-hand">{quantityText(stock, product.soldBy)}</span> }}
            />
            {product.reorderLevel !== null && (
              <>
                {' · '}
                <FormattedMessage
                  id="inventory.reorderLevel"
                  defaultMessage="reorder level {quantity}"
                  values={{ quantity: quantityText(product.reorderLevel, product.soldBy) }}
                />
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        {canAdjust && (
          <>
            <StockAdjustmentForm
              productId={product.id}
              soldBy={product.soldBy}
              onAdjusted={(result) => {
                setStock(result.product.stock);
                onAdjusted(result);
              }}
            />
            <Separator />
          </>
        )}
        <h3 className="text-sm font-medium">
          <FormattedMessage id="inventory.history" defaultMessage="Movement history" />
        </h3>
        <StockMovementHistory productId={product.id} soldBy={product.soldBy} />
      </DialogContent>
    </Dialog>
  );
}
