import { Trash2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import type { PurchaseOrderFormValues, PurchaseOrderInput } from '@tillwise/core/purchasing/purchase-order-schemas';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface OrderLineRowProps {
  form: UseFormReturn<PurchaseOrderFormValues, unknown, PurchaseOrderInput>;
  index: number;
  product: { name: string; sku: string } | undefined;
  productId: string;
  onRemove: () => void;
}

/** One product on a purchase order being written: its quantity and cost each, with the line's own error. */
export function OrderLineRow({ form, index, product, productId, onRemove }: OrderLineRowProps) {
  const lineErrors = form.formState.errors.lines?.[index];
  const error = lineErrors?.quantity?.message ?? lineErrors?.unitCost?.message;
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <div className="min-w-0 basis-full sm:flex-1 sm:basis-40">
        <p className="truncate text-sm font-medium">{product?.name ?? productId}</p>
        <p className="font-mono text-xs text-muted-foreground">{product?.sku}</p>
      </div>
      <Input
        aria-label={`Quantity of ${product?.name}`}
        inputMode="numeric"
        className="ml-auto w-20 text-right sm:ml-0"
        aria-invalid={Boolean(lineErrors?.quantity)}
        {...form.register(`lines.${index}.quantity`)}
      />
      <Input
        aria-label={`Unit cost of ${product?.name}`}
        inputMode="decimal"
        className="w-24 text-right"
        aria-invalid={Boolean(lineErrors?.unitCost)}
        {...form.register(`lines.${index}.unitCost`)}
      />
      <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${product?.name}`} onClick={onRemove}>
        <Trash2 />
      </Button>
      {error && <p className="basis-full text-sm text-destructive">{error}</p>}
    </li>
  );
}
