import { useState } from 'react';
import type { FormEvent } from 'react';
import { LoaderCircle, PackagePlus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { maxSaleCents } from '@tillwise/core/sale/sale-input-schemas';
import type { SpecialOrder } from '@tillwise/core/special-order/special-order-schemas';
import { specialOrderNoteMaxLength } from '@tillwise/core/special-order/special-order-schemas';
import { FormField } from '@/components/form-field';
import { PaymentFields, readPayment } from '@/components/payment-fields';
import type { PaymentDraft, PaymentErrors } from '@/components/payment-fields';
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
import { newId } from '@/lib/new-id';
import { useCreateSpecialOrder } from '../api/create-special-order';
import { CustomerPick } from './customer-pick';
import type { PickedCustomer } from './customer-pick';
import { emptyItem, readItem } from './special-order-item';
import type { ItemDraft, ItemErrors } from './special-order-item';
import { SpecialOrderItemFields } from './special-order-item-fields';

interface NewSpecialOrderDialogProps {
  tillId: string;
  onCreated: (order: SpecialOrder) => void;
  onClose: () => void;
}

/** New special order: an item ordered in for a customer, with a deposit if one is taken now. */
export function NewSpecialOrderDialog({ tillId, onCreated, onClose }: NewSpecialOrderDialogProps) {
  const intl = useIntl();
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const [item, setItem] = useState<ItemDraft>(emptyItem);
  const [note, setNote] = useState('');
  const [deposit, setDeposit] = useState<PaymentDraft>({ amountText: '', method: 'card', tenderedText: '' });
  const [errors, setErrors] = useState<ItemErrors & PaymentErrors & { customer?: string }>({});
  // Made once per dialog, so an order sent again after a lost answer is the same order.
  const [id] = useState(newId);
  const [depositId] = useState(newId);
  const create = useCreateSpecialOrder();
  const serverField = (path: string) => create.error?.details?.find((detail) => detail.path === path)?.message;
  const known = ['customerId', 'deposit.amountCents', 'deposit.tenderedCents', 'supplierId', 'quantity'];
  const formError = create.error && !known.some((path) => serverField(path)) ? create.error.message : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readItem(item, (message, values) => intl.formatMessage(message, values));
    const paid = deposit.amountText.trim() === '' ? null : readPayment(deposit, maxSaleCents);
    const next = {
      ...read.errors,
      ...paid?.errors,
      ...(!customer && {
        customer: intl.formatMessage({
          id: 'specialOrder.new.noCustomer',
          defaultMessage: 'Choose the customer the order is for',
        }),
      }),
    };
    setErrors(next);
    if (!customer || !read.item || (paid && !paid.payment)) return;
    const taken = paid?.payment ? { id: depositId, ...paid.payment } : null;
    create.mutate(
      { id, tillId, customerId: customer.id, ...read.item, note: note.trim() || undefined, deposit: taken },
      { onSuccess: onCreated },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="specialOrder.new.title" defaultMessage="New special order" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="specialOrder.new.description"
              defaultMessage="Ordered in for a customer: it joins the next purchase order to its supplier and is put by for them when it arrives."
            />
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          noValidate
          onSubmit={submit}
          aria-label={intl.formatMessage({ id: 'specialOrder.new.title', defaultMessage: 'New special order' })}
        >
          <CustomerPick
            customer={customer}
            error={errors.customer ?? serverField('customerId')}
            onChange={setCustomer}
          />
          <SpecialOrderItemFields
            draft={item}
            errors={{
              ...errors,
              supplierId: errors.supplierId ?? serverField('supplierId'),
              quantity: errors.quantity ?? serverField('quantity'),
            }}
            onChange={setItem}
          />
          <FormField
            id="special-order-note"
            label={intl.formatMessage({ id: 'specialOrder.new.note', defaultMessage: 'Note' })}
            hint={intl.formatMessage({
              id: 'specialOrder.new.noteHint',
              defaultMessage: 'Optional: size, colour, when they need it',
            })}
          >
            <Input
              id="special-order-note"
              autoComplete="off"
              maxLength={specialOrderNoteMaxLength}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">
              <FormattedMessage id="specialOrder.new.deposit" defaultMessage="Deposit" />
            </legend>
            <p className="text-xs text-muted-foreground">
              <FormattedMessage
                id="specialOrder.new.depositHint"
                defaultMessage="Optional: leave the amount empty to take none."
              />
            </p>
            <PaymentFields
              idPrefix="special-order-deposit"
              draft={deposit}
              errors={{
                amountCents: errors.amountCents ?? serverField('deposit.amountCents'),
                tenderedCents: errors.tenderedCents ?? serverField('deposit.tenderedCents'),
              }}
              onChange={setDeposit}
            />
          </fieldset>
          {formError && (
            <Alert variant="destructive">
              <AlertDescription>
                <FormattedMessage
                  id="specialOrder.new.failed"
                  defaultMessage="Could not order it: {error}"
                  values={{ error: formError }}
                />
              </AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <FormattedMessage id="specialOrder.new.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <LoaderCircle className="animate-spin" /> : <PackagePlus />}
              <FormattedMessage id="specialOrder.new.submit" defaultMessage="Place special order" />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
