import { useState } from 'react';
import type { FormEvent } from 'react';
import { addDays } from 'date-fns';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoaderCircle, PackageCheck } from 'lucide-react';
import { minimumDepositCents } from '@tillwise/core/layaway/layaway';
import { defaultLayawayDays, layawayNoteMaxLength } from '@tillwise/core/layaway/layaway-schemas';

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
import type { ApiRequestError } from '@/lib/api-client';
import { PaymentFields, readPayment } from '@/components/payment-fields';
import type { PaymentDraft, PaymentErrors } from '@/components/payment-fields';
import { calendarDay } from '@/lib/format-date';
import { formatMoney, toAmountText } from '@/lib/money';

/** What the dialog asks: when the customer pays by, a note, and the deposit. */
export interface LayawayTerms {
  dueDate: string;
  note: string;
  deposit: { method: 'cash' | 'card'; amountCents: number; tenderedCents: number | null };
}

interface PutOnLayawayDialogProps {
  customerName: string | null;
  /** The cart's total as the till shows it (a layaway leaves out the day's promotions, as a quote does). */
  totalCents: number;
  depositPercent: number;
  saving: boolean;
  error: ApiRequestError | null;
  onSave: (terms: LayawayTerms) => void;
  onClose: () => void;
}

/** Put on layaway: the cart put by for its customer against a deposit, paid off by the date chosen. */
export function PutOnLayawayDialog(props: PutOnLayawayDialogProps) {
  const { customerName, totalCents, depositPercent, saving, error, onSave, onClose } = props;
  const intl = useIntl();
  const least = minimumDepositCents(totalCents, depositPercent);
  const [dueDate, setDueDate] = useState(() => calendarDay(addDays(new Date(), defaultLayawayDays)));
  const [note, setNote] = useState('');
  const [draft, setDraft] = useState<PaymentDraft>({
    amountText: toAmountText(least),
    method: 'cash',
    tenderedText: '',
  });
  const [errors, setErrors] = useState<PaymentErrors>({});
  const serverField = (path: string) => error?.details?.find((detail) => detail.path === path)?.message;
  const dateError =
    (dueDate
      ? undefined
      : intl.formatMessage({ id: 'layaway.put.dateMissing', defaultMessage: 'Enter the day it is to be paid by' })) ??
    serverField('dueDate');
  const depositError = errors.amountCents ?? serverField('deposit.amountCents');
  const formError = error && !serverField('dueDate') && !serverField('deposit.amountCents') ? error.message : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readPayment(draft, totalCents - 1, { leastCents: least });
    setErrors(read.errors);
    if (customerName && dueDate && read.payment) onSave({ dueDate, note: note.trim(), deposit: read.payment });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="layaway.put.title" defaultMessage="Put on layaway" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="layaway.put.description"
              defaultMessage="The goods are put by for the customer at today’s prices (without the day’s promotions) and paid off by the date you choose; the last payment hands them over."
            />
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          noValidate
          onSubmit={submit}
          aria-label={intl.formatMessage({ id: 'layaway.put.title', defaultMessage: 'Put on layaway' })}
        >
          <p className="text-sm">
            {customerName ? (
              <>
                <FormattedMessage
                  id="layaway.put.for"
                  defaultMessage="For <b>{customer}</b> · {total} in the cart · a deposit of at least {least} ({percent} %)"
                  values={{
                    customer: customerName,
                    total: formatMoney(totalCents),
                    least: formatMoney(least),
                    percent: depositPercent,
                    b: (chunks) => <span className="font-medium">{chunks}</span>,
                  }}
                />
              </>
            ) : (
              <span className="text-destructive" role="alert">
                <FormattedMessage id="layaway.put.noCustomer" defaultMessage="Choose the customer the layaway is for" />
              </span>
            )}
          </p>
          <PaymentFields
            idPrefix="layaway-deposit"
            draft={draft}
            errors={{ ...errors, amountCents: depositError }}
            onChange={setDraft}
          />
          <FormField
            id="layaway-due"
            label={intl.formatMessage({ id: 'layaway.payBy', defaultMessage: 'Pay by' })}
            error={dateError}
          >
            <Input
              id="layaway-due"
              type="date"
              value={dueDate}
              aria-invalid={Boolean(dateError)}
              onChange={(event) => setDueDate(event.target.value)}
            />
          </FormField>
          <FormField
            id="layaway-note"
            label={intl.formatMessage({ id: 'layaway.put.note', defaultMessage: 'Note' })}
            hint={intl.formatMessage({ id: 'layaway.put.noteHint', defaultMessage: 'Optional: what was agreed' })}
          >
            <Input
              id="layaway-note"
              autoComplete="off"
              maxLength={layawayNoteMaxLength}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
          {formError && (
            <Alert variant="destructive">
              <AlertDescription>
                <FormattedMessage
                  id="layaway.put.failed"
                  defaultMessage="Could not put it on layaway: {error}"
                  values={{ error: formError }}
                />
              </AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <FormattedMessage id="layaway.put.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" disabled={!customerName || !dueDate || saving}>
              {saving ? <LoaderCircle className="animate-spin" /> : <PackageCheck />}
              <FormattedMessage id="layaway.put.submit" defaultMessage="Take deposit" />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
