import { Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UseFormReturn } from 'react-hook-form';
import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import type { PurchaseOrderFormValues, PurchaseOrderInput } from '@tillwise/core/purchasing/purchase-order-schemas';
import { QuantityInput } from '@/components/quantity-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface OrderLineRowProps {
  form: UseFormReturn<PurchaseOrderFormValues, unknown, PurchaseOrderInput>;
  index: number;
  product: { name: string; sku: string } | undefined;
  productId: string;
  /** The quantity is typed in its unit (lb for cheese sold by the lb), the cost is per that unit. */
  soldBy: SoldBy;
  onRemove: () => void;
}

/**
 * One product on a purchase order being written: its quantity (a weight in its unit) and its cost each (or per
 * unit of weight), with the line's own error.
 */
export function OrderLineRow({ form, index, product, productId, soldBy, onRemove }: OrderLineRowProps) {
  const intl = useIntl();
  const name = { name: product?.name };
  const lineErrors = form.formState.errors.lines?.[index];
  const error = lineErrors?.quantity?.message ?? lineErrors?.unitCost?.message;
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <div className="min-w-0 basis-full sm:flex-1 sm:basis-40">
        <p className="truncate text-sm font-medium">{product?.name ?? productId}</p>
        <p className="font-mono text-xs text-muted-foreground">
          {product?.sku}
          {isSoldByWeight(soldBy) && (
            <FormattedMessage
              id="purchaseOrder.line.costPer"
              defaultMessage=" · cost per {unit}"
              values={{ unit: soldBy }}
            />
          )}
        </p>
      </div>
      <QuantityInput
        soldBy={soldBy}
        aria-label={intl.formatMessage(
          { id: 'purchaseOrder.line.quantity', defaultMessage: 'Quantity of {name}' },
          name,
        )}
        className="ml-auto w-24 sm:ml-0"
        aria-invalid={Boolean(lineErrors?.quantity)}
        {...form.register(`lines.${index}.quantity`)}
      />
      <Input
        aria-label={intl.formatMessage(
          { id: 'purchaseOrder.line.unitCost', defaultMessage: 'Unit cost of {name}' },
          name,
        )}
        inputMode="decimal"
        className="w-24 text-right"
        aria-invalid={Boolean(lineErrors?.unitCost)}
        {...form.register(`lines.${index}.unitCost`)}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={intl.formatMessage({ id: 'purchaseOrder.line.remove', defaultMessage: 'Remove {name}' }, name)}
        onClick={onRemove}
      >
        <Trash2 />
      </Button>
      {error && <p className="basis-full text-sm text-destructive">{error}</p>}
    </li>
  );
}
