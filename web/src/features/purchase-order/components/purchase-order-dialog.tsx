import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { productAmountLimits } from '@tillwise/core/catalog/catalog-schemas';

import { parseQuantity, quantityInputText } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';

import { purchaseOrderFormSchemaFor, purchaseOrderTotal } from '@tillwise/core/purchasing/purchase-order-schemas';
import type {
  PurchaseOrder,
  PurchaseOrderFormValues,
  PurchaseOrderInput,
} from '@tillwise/core/purchasing/purchase-order-schemas';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { useSavePurchaseOrder } from '../api/save-purchase-order';
import { OrderLineRow } from './order-line-row';
import { OrderProductSearch } from './order-product-search';
import { formatMoney, moneyFormat, parseAmount, toAmountText } from '@/lib/money';

/** A line as the form starts it: from a draft, from a reorder suggestion, or a product just picked. */
export interface OrderLineDraft {
  productId: string;
  name: string;
  sku: string;
  soldBy: SoldBy;
  /** Units, or thousandths of the unit of a product sold by weight. */
  quantity: number;
  unitCostCents: number;
}

interface PurchaseOrderDialogProps {
  suppliers: readonly { id: string; name: string }[];
  /** The draft being changed; null for a new order. */
  order: PurchaseOrder | null;
  initial?: { supplierId: string; lines: OrderLineDraft[] };
  onClose: () => void;
  onSaved: (order: PurchaseOrder) => void;
}

const dollars = toAmountText;
const fieldPath = /^(supplierId|expectedOn|note|lines|lines\.\d+\.(productId|quantity))$/;

/** Writes a purchase order as a draft: the supplier, when the goods are due, and each product's quantity and cost. */
export function PurchaseOrderDialog({ suppliers, order, initial, onClose, onSaved }: PurchaseOrderDialogProps) {
  const intl = useIntl();
  const start = order ?? initial;
  const [names, setNames] = useState<Record<string, { name: string; sku: string }>>(() =>
    Object.fromEntries((start?.lines ?? []).map((line) => [line.productId, { name: line.name, sku: line.sku }])),
  );
  const form = useForm<PurchaseOrderFormValues, unknown, PurchaseOrderInput>({
    resolver: zodResolver(purchaseOrderFormSchemaFor(moneyFormat())),
    defaultValues: {
      supplierId: order?.supplier.id ?? initial?.supplierId ?? '',
      expectedOn: order?.expectedOn ?? '',
      note: order?.note ?? '',
      lines: (start?.lines ?? []).map((line) => ({
        productId: line.productId,
        soldBy: line.soldBy,
        quantity: quantityInputText(line.quantity, line.soldBy),
        unitCost: dollars(line.unitCostCents),
      })),
    },
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const watched = useWatch({ control: form.control, name: 'lines' });
  const total = purchaseOrderTotal(
    (watched ?? []).map((line) => ({
      quantity: parseQuantity(line.quantity, line.soldBy) ?? 0,
      unitCostCents: parseAmount(String(line.unitCost), productAmountLimits) ?? 0,
      soldBy: line.soldBy,
    })),
  );
  const save = useSavePurchaseOrder({
    onSuccess: onSaved,
    onError: (error) => {
      for (const detail of error.details ?? [])
        if (fieldPath.test(detail.path))
          form.setError(detail.path as Path<PurchaseOrderFormValues>, { message: detail.message });
    },
  });
  const errors = form.formState.errors;
  const title = order
    ? intl.formatMessage({ id: 'purchaseOrder.edit', defaultMessage: 'Edit {number}' }, { number: order.number })
    : intl.formatMessage({ id: 'purchaseOrder.new', defaultMessage: 'New purchase order' });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="purchaseOrder.dialog.description"
              defaultMessage="Saved as a draft; send it when it is ready to go to the supplier."
            />
          </DialogDescription>
        </DialogHeader>
        <form
          id="purchase-order-form"
          aria-label={title}
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((input) => save.mutate({ id: order?.id, input }))}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="po-supplier"
              label={intl.formatMessage({ id: 'purchaseOrder.supplier', defaultMessage: 'Supplier' })}
              error={errors.supplierId?.message}
            >
              <NativeSelect id="po-supplier" aria-invalid={Boolean(errors.supplierId)} {...form.register('supplierId')}>
                <NativeSelectOption value="">
                  <FormattedMessage id="purchaseOrder.chooseSupplier" defaultMessage="Choose a supplier" />
                </NativeSelectOption>
                {suppliers.map((supplier) => (
                  <NativeSelectOption key={supplier.id} value={supplier.id}>
                    {supplier.name}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              id="po-expected"
              label={intl.formatMessage({ id: 'purchaseOrder.expectedOn', defaultMessage: 'Expected on' })}
              error={errors.expectedOn?.message}
            >
              <Input id="po-expected" type="date" {...form.register('expectedOn')} />
            </FormField>
          </div>
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
          <FormField
            id="po-note"
            label={intl.formatMessage({ id: 'purchaseOrder.note', defaultMessage: 'Note' })}
            error={errors.note?.message}
          >
            <Input
              id="po-note"
              placeholder={intl.formatMessage({
                id: 'purchaseOrder.notePlaceholder',
                defaultMessage: 'Delivery instructions…',
              })}
              {...form.register('note')}
            />
          </FormField>
          {save.error && !save.error.details?.some((detail) => fieldPath.test(detail.path)) && (
            <Alert variant="destructive">
              <AlertDescription>{save.error.message}</AlertDescription>
            </Alert>
          )}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            <FormattedMessage id="purchaseOrder.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" form="purchase-order-form" disabled={save.isPending}>
            {save.isPending && <LoaderCircle className="animate-spin" />}
            <FormattedMessage id="purchaseOrder.saveDraft" defaultMessage="Save draft" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
