import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useForm } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';

import { purchaseOrderFormSchemaFor } from '@tillwise/core/purchasing/purchase-order-schemas';
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
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { useSavePurchaseOrder } from '../api/save-purchase-order';
import { OrderLinesField } from './order-lines-field';
import { moneyFormat, toAmountText } from '@/lib/money';
import { quantityInputText } from '@/lib/quantity';

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
          <OrderLinesField form={form} initialLines={start?.lines ?? []} />
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
