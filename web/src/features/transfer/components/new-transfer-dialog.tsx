import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFieldArray, useForm } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { transferFormSchemaFor } from '@tillwise/core/inventory/transfer-schemas';
import type { Transfer, transferFormSchema } from '@tillwise/core/inventory/transfer-schemas';
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
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useCreateTransfer } from '../api/create-transfer';
import { useTransferDestinations } from '../api/get-transfer-destinations';
import { sessionLocale } from '@/lib/session-locale';
import { TransferLineRow } from './transfer-line-row';
import { TransferProductSearch } from './transfer-product-search';

type FormValues = z.input<typeof transferFormSchema>;
type FormOutput = z.output<typeof transferFormSchema>;

const fieldPath = /^(toStoreId|note|lines|lines\.\d+\.(productId|quantity))$/;

interface NewTransferDialogProps {
  /** The store the stock leaves from: the one this session works in. */
  fromStoreName: string;
  onClose: () => void;
  onSent: (transfer: Transfer) => void;
}

/**
 * Sends stock to another store: the destination, the products and quantities (a weight in its unit), and a note
 * for the receiver.
 */
export function NewTransferDialog({ fromStoreName, onClose, onSent }: NewTransferDialogProps) {
  const intl = useIntl();
  const destinations = useTransferDestinations();
  // Name, SKU and stock of each product on the transfer; the form itself holds ids, how each is sold and quantities.
  const [picked, setPicked] = useState<Record<string, Product>>({});
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(transferFormSchemaFor(sessionLocale())),
    defaultValues: { toStoreId: '', note: '', lines: [] },
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const send = useCreateTransfer({
    onSuccess: onSent,
    onError: (error) => {
      for (const detail of error.details ?? [])
        if (fieldPath.test(detail.path)) form.setError(detail.path as Path<FormValues>, { message: detail.message });
    },
  });
  const errors = form.formState.errors;
  const linesError = errors.lines?.message ?? errors.lines?.root?.message;
  const addedIds = new Set(lines.fields.map((line) => line.productId));
  const noDestination = destinations.data?.length === 0;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="transfer.new" defaultMessage="New transfer" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="transfer.new.description"
              defaultMessage="Send stock from {store} to another store."
              values={{ store: fromStoreName }}
            />
          </DialogDescription>
        </DialogHeader>
        <form
          id="new-transfer"
          className="space-y-4"
          noValidate
          aria-label={intl.formatMessage({ id: 'transfer.new', defaultMessage: 'New transfer' })}
          onSubmit={form.handleSubmit((input) => send.mutate(input))}
        >
          <FormField
            id="transfer-destination"
            label={intl.formatMessage({ id: 'transfer.sendTo', defaultMessage: 'Send to' })}
            error={errors.toStoreId?.message}
          >
            {destinations.isPending ? (
              <Skeleton className="h-9" />
            ) : (
              <NativeSelect
                id="transfer-destination"
                aria-invalid={Boolean(errors.toStoreId)}
                disabled={noDestination}
                {...form.register('toStoreId')}
              >
                <NativeSelectOption value="">
                  {noDestination
                    ? intl.formatMessage({ id: 'transfer.noOtherStore', defaultMessage: 'No other store yet' })
                    : intl.formatMessage({ id: 'transfer.chooseStore', defaultMessage: 'Choose a store' })}
                </NativeSelectOption>
                {destinations.data?.map((store) => (
                  <NativeSelectOption key={store.id} value={store.id}>
                    {store.name}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {destinations.isError && (
            <p className="text-sm text-destructive">
              <FormattedMessage
                id="transfer.storesFailed"
                defaultMessage="Could not load the stores: {error}"
                values={{ error: destinations.error.message }}
              />
            </p>
          )}
          <div className="space-y-1.5">
            <Label>
              <FormattedMessage id="transfer.products" defaultMessage="Products" />
            </Label>
            <TransferProductSearch
              addedIds={addedIds}
              onPick={(product) => {
                setPicked((current) => ({ ...current, [product.id]: product }));
                lines.append({ productId: product.id, soldBy: product.soldBy, quantity: '1' });
                form.clearErrors('lines');
              }}
            />
            {lines.fields.length === 0 ? (
              <p className="py-2 text-sm text-muted-foreground">
                <FormattedMessage
                  id="transfer.pickHint"
                  defaultMessage="Search for the products to send and pick each one."
                />
              </p>
            ) : (
              <ul
                aria-label={intl.formatMessage({ id: 'transfer.productsToSend', defaultMessage: 'Products to send' })}
                className="divide-y"
              >
                {lines.fields.map((line, index) => {
                  const product = picked[line.productId];
                  const lineErrors = errors.lines?.[index];
                  return (
                    <TransferLineRow
                      key={line.id}
                      name={product?.name ?? line.productId}
                      sku={product?.sku ?? ''}
                      stock={product?.stock ?? 0}
                      soldBy={line.soldBy}
                      error={lineErrors?.quantity?.message ?? lineErrors?.productId?.message}
                      quantityProps={form.register(`lines.${index}.quantity`)}
                      onRemove={() => lines.remove(index)}
                    />
                  );
                })}
              </ul>
            )}
            {linesError && <p className="text-sm text-destructive">{linesError}</p>}
          </div>
          <FormField
            id="transfer-note"
            label={intl.formatMessage({ id: 'transfer.note', defaultMessage: 'Note' })}
            error={errors.note?.message}
          >
            <Textarea
              id="transfer-note"
              rows={2}
              placeholder={intl.formatMessage({
                id: 'transfer.notePlaceholder',
                defaultMessage: 'Van, driver, reason…',
              })}
              {...form.register('note')}
            />
          </FormField>
          {send.error && !send.error.details?.length && (
            <Alert variant="destructive">
              <AlertDescription>{send.error.message}</AlertDescription>
            </Alert>
          )}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" form="new-transfer" disabled={send.isPending || noDestination}>
            {send.isPending ? <LoaderCircle className="animate-spin" /> : <Send />}
            <FormattedMessage id="transfer.send" defaultMessage="Send" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
