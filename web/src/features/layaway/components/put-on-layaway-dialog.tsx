import { useState } from 'react';
import type { FormEvent } from 'react';
import { addDays, format } from 'date-fns';
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
import { formatMoney } from '@/lib/money';

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
  const least = minimumDepositCents(totalCents, depositPercent);
  const [dueDate, setDueDate] = useState(() => format(addDays(new Date(), defaultLayawayDays), 'yyyy-MM-dd'));
  const [note, setNote] = useState('');
  const [draft, setDraft] = useState<PaymentDraft>({
    amountText: (least / 100).toFixed(2),
    method: 'cash',
    tenderedText: '',
  });
  const [errors, setErrors] = useState<PaymentErrors>({});
  const serverField = (path: string) => error?.details?.find((detail) => detail.path === path)?.message;
  const dateError = (dueDate ? undefined : 'Enter the day it is to be paid by') ?? serverField('dueDate');
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
          <DialogTitle>Put on layaway</DialogTitle>
          <DialogDescription>
            The goods are put by for the customer at today’s prices (without the day’s promotions) and paid off by the
            date you choose; the last payment hands them over.
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" noValidate onSubmit={submit} aria-label="Put on layaway">
          <p className="text-sm">
            {customerName ? (
              <>
                For <span className="font-medium">{customerName}</span> · {formatMoney(totalCents)} in the cart · a
                deposit of at least {formatMoney(least)} ({depositPercent} %)
              </>
            ) : (
              <span className="text-destructive" role="alert">
                Choose the customer the layaway is for
              </span>
            )}
          </p>
          <PaymentFields
            idPrefix="layaway-deposit"
            draft={draft}
            errors={{ ...errors, amountCents: depositError }}
            onChange={setDraft}
          />
          <FormField id="layaway-due" label="Pay by" error={dateError}>
            <Input
              id="layaway-due"
              type="date"
              value={dueDate}
              aria-invalid={Boolean(dateError)}
              onChange={(event) => setDueDate(event.target.value)}
            />
          </FormField>
          <FormField id="layaway-note" label="Note" hint="Optional: what was agreed">
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
              <AlertDescription>Could not put it on layaway: {formError}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!customerName || !dueDate || saving}>
              {saving ? <LoaderCircle className="animate-spin" /> : <PackageCheck />}
              Take deposit
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
