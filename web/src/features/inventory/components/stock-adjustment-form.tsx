import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { stockAdjustmentFormSchema } from '@tillwise/core/inventory/inventory-schemas';
import type { StockAdjustmentResult } from '@tillwise/core/inventory/inventory-schemas';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { showServerErrors } from '@/lib/form-errors';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { useAdjustStock } from '../api/adjust-stock';
import { sessionLocale } from '@/lib/session-locale';

type FormSchema = ReturnType<typeof stockAdjustmentFormSchema>;
type FormValues = z.input<FormSchema>;
type FormOutput = z.output<FormSchema>;

const m = defineMessages({
  received: { id: 'inventory.reason.received', defaultMessage: 'Received (delivery)' },
  receivedQuantity: { id: 'inventory.quantity.received', defaultMessage: 'Quantity received' },
  counted: { id: 'inventory.reason.counted', defaultMessage: 'Counted (stock take)' },
  countedQuantity: { id: 'inventory.quantity.counted', defaultMessage: 'Quantity counted' },
  damaged: { id: 'inventory.reason.damaged', defaultMessage: 'Damaged or lost' },
  damagedQuantity: { id: 'inventory.quantity.damaged', defaultMessage: 'Quantity damaged' },
  other: { id: 'inventory.reason.other', defaultMessage: 'Other' },
  otherQuantity: { id: 'inventory.quantity.other', defaultMessage: 'Change (+ or −)' },
  inUnit: { id: 'inventory.quantity.inUnit', defaultMessage: '{label} ({unit})' },
});
const reasons = [
  { value: 'received', label: m.received, quantityLabel: m.receivedQuantity },
  { value: 'counted', label: m.counted, quantityLabel: m.countedQuantity },
  { value: 'damaged', label: m.damaged, quantityLabel: m.damagedQuantity },
  { value: 'other', label: m.other, quantityLabel: m.otherQuantity },
] as const;

/**
 * Received, counted, damaged or other, with a quantity (in the product's own unit: lb for cheese sold by the lb)
 * and a note; the server's refusals show on their field.
 */
export function StockAdjustmentForm({
  productId,
  soldBy,
  onAdjusted,
}: {
  productId: string;
  soldBy: SoldBy;
  onAdjusted: (result: StockAdjustmentResult) => void;
}) {
  const intl = useIntl();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(stockAdjustmentFormSchema(soldBy, sessionLocale())),
    defaultValues: { reason: 'received', quantity: '', note: '' },
  });
  const adjust = useAdjustStock({
    onSuccess: (result) => {
      form.reset({ reason: form.getValues('reason'), quantity: '', note: '' });
      onAdjusted(result);
    },
    onError: (error) => showServerErrors(form.setError, form.getValues(), error),
  });
  const errors = form.formState.errors;
  const watchedReason = useWatch({ control: form.control, name: 'reason' });
  const reason = reasons.find((option) => option.value === watchedReason) ?? reasons[0];

  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_8rem]"
      noValidate
      aria-label={intl.formatMessage({ id: 'inventory.adjust', defaultMessage: 'Adjust stock' })}
      onSubmit={form.handleSubmit((input) => adjust.mutate({ productId, input }))}
    >
      <FormField
        id="adjust-reason"
        label={intl.formatMessage({ id: 'inventory.reason', defaultMessage: 'Reason' })}
        error={errors.reason?.message}
      >
        <NativeSelect id="adjust-reason" {...form.register('reason')}>
          {reasons.map((option) => (
            <NativeSelectOption key={option.value} value={option.value}>
              {intl.formatMessage(option.label)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id="adjust-quantity"
        label={
          isSoldByWeight(soldBy)
            ? intl.formatMessage(m.inUnit, { label: intl.formatMessage(reason.quantityLabel), unit: soldBy })
            : intl.formatMessage(reason.quantityLabel)
        }
        error={errors.quantity?.message}
      >
        <Input
          id="adjust-quantity"
          inputMode={isSoldByWeight(soldBy) ? 'decimal' : 'numeric'}
          aria-invalid={Boolean(errors.quantity)}
          {...form.register('quantity')}
        />
      </FormField>
      <FormField
        id="adjust-note"
        label={intl.formatMessage({ id: 'inventory.note', defaultMessage: 'Note' })}
        error={errors.note?.message}
        className="sm:col-span-2"
      >
        <Input
          id="adjust-note"
          placeholder={intl.formatMessage({
            id: 'inventory.notePlaceholder',
            defaultMessage: 'Delivery note, count sheet…',
          })}
          {...form.register('note')}
        />
      </FormField>
      {adjust.error && !adjust.error.details?.length && (
        <Alert variant="destructive" className="sm:col-span-2">
          <AlertDescription>{adjust.error.message}</AlertDescription>
        </Alert>
      )}
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={adjust.isPending}>
          {adjust.isPending && <LoaderCircle className="animate-spin" />}
          <FormattedMessage id="inventory.record" defaultMessage="Record Adjustment" />
        </Button>
      </div>
    </form>
  );
}
