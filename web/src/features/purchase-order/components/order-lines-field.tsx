import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { productAmountLimits } from '@tillwise/core/catalog/catalog-schemas';
import { parseQuantity } from '@tillwise/core/catalog/sold-by';
import { purchaseOrderTotal } from '@tillwise/core/purchasing/purchase-order-schemas';
import type { PurchaseOrderFormValues, PurchaseOrderInput } from '@tillwise/core/purchasing/purchase-order-schemas';
import { Label } from '@/components/ui/label';
import { OrderLineRow } from './order-line-row';
import { OrderProductSearch } from './order-product-search';
import { formatMoney, parseAmount, toAmountText } from '@/lib/money';
import { sessionLocale } from '@/lib/session-locale';

interface OrderLinesFieldProps {
  form: UseFormReturn<PurchaseOrderFormValues, unknown, PurchaseOrderInput>;
  /** The lines the form starts with, for their names and SKUs. */
  initialLines: readonly { productId: string; name: string; sku: string }[];
}

const dollars = toAmountText;

/** A purchase order's products: found and added by search, each line's quantity and cost, and the order's total. */
export function OrderLinesField({ form, initialLines }: OrderLinesFieldProps) {
  const intl = useIntl();
  const [names, setNames] = useState<Record<string, { name: string; sku: string }>>(() =>
    Object.fromEntries(initialLines.map((line) => [line.productId, { name: line.name, sku: line.sku }])),
  );
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const watched = useWatch({ control: form.control, name: 'lines' });
  const total = purchaseOrderTotal(
    (watched ?? []).map((line) => ({
      quantity: parseQuantity(line.quantity, line.soldBy, { locale: sessionLocale() }) ?? 0,
      unitCostCents: parseAmount(String(line.unitCost), productAmountLimits) ?? 0,
      soldBy: line.soldBy,
    })),
  );
  const errors = form.formState.errors;
  return (
    <div className="space-y-1.5">
      <Label>
        <FormattedMessage id="purchaseOrder.products" defaultMessage="Products" />
      </Label>
      <OrderProductSearch
        addedIds={new Set(lines.fields.map((line) => line.productId))}
        onPick={(product) => {
          setNames((current) => ({ ...current, [product.id]: { name: product.name, sku: product.sku } }));
          lines.append({
            productId: product.id,
            soldBy: product.soldBy,
            quantity: '1',
            unitCost: dollars(product.costCents ?? 0),
          });
          form.clearErrors('lines');
        }}
      />
      {lines.fields.length > 0 && (
        <div aria-hidden className="flex justify-end gap-2 pt-2 text-xs text-muted-foreground">
          <span className="w-24 text-right">
            <FormattedMessage id="purchaseOrder.quantity" defaultMessage="Quantity" />
          </span>
          <span className="w-24 text-right">
            <FormattedMessage id="purchaseOrder.costEach" defaultMessage="Cost each" />
          </span>
          <span className="w-9" />
        </div>
      )}
      <ul
        aria-label={intl.formatMessage({ id: 'purchaseOrder.toOrder', defaultMessage: 'Products to order' })}
        className="divide-y"
      >
        {lines.fields.map((line, index) => (
          <OrderLineRow
            key={line.id}
            form={form}
            index={index}
            productId={line.productId}
            soldBy={line.soldBy}
            product={names[line.productId]}
            onRemove={() => lines.remove(index)}
          />
        ))}
      </ul>
      {errors.lines?.message && <p className="text-sm text-destructive">{errors.lines.message}</p>}
      {lines.fields.length > 0 && (
        <p className="text-right text-sm">
          <FormattedMessage
            id="purchaseOrder.dialog.total"
            defaultMessage="Order total <b>{total}</b>"
            values={{
              total: formatMoney(total),
              b: (chunks) => <span className="font-semibold tabular-nums">{chunks}</span>,
            }}
          />
        </p>
      )}
    </div>
  );
}
