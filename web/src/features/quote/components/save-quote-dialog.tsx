import { useState } from 'react';
import type { FormEvent } from 'react';
import { addDays } from 'date-fns';
import { FormattedMessage, useIntl } from 'react-intl';
import { FileText, LoaderCircle } from 'lucide-react';
import { defaultQuoteValidDays, quoteNoteMaxLength } from '@tillwise/core/quote/quote-schemas';

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
import { calendarDay } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';

/** What the dialog asks: until when the quote holds its prices, and a note for the customer or the next seller. */
export interface QuoteTerms {
  validUntil: string;
  note: string;
}

interface SaveQuoteDialogProps {
  /** The cart's customer, whom the quote is made out to; null when the cart has none. */
  customerName: string | null;
  /** The cart's total as the till shows it (the quote leaves out the day's promotions). */
  totalCents: number;
  saving: boolean;
  error: ApiRequestError | null;
  onSave: (terms: QuoteTerms) => void;
  onClose: () => void;
}

/** Save as quote: the cart kept for its customer, at today's prices, until the date chosen. */
export function SaveQuoteDialog({ customerName, totalCents, saving, error, onSave, onClose }: SaveQuoteDialogProps) {
  const intl = useIntl();
  const [validUntil, setValidUntil] = useState(() => calendarDay(addDays(new Date(), defaultQuoteValidDays)));
  const [note, setNote] = useState('');
  const fieldError = (path: string) => error?.details?.find((detail) => detail.path === path)?.message;
  const dateError =
    (validUntil
      ? undefined
      : intl.formatMessage({ id: 'quote.save.dateMissing', defaultMessage: 'Enter the last day the quote holds' })) ??
    fieldError('validUntil');
  const formError = error && !fieldError('validUntil') ? error.message : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (customerName && validUntil) onSave({ validUntil, note: note.trim() });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="quote.save.title" defaultMessage="Save as quote" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="quote.save.description"
              defaultMessage="The cart at today’s prices, kept for the customer to buy at those prices until the date you choose. The day’s promotions are not part of a quote."
            />
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          noValidate
          onSubmit={submit}
          aria-label={intl.formatMessage({ id: 'quote.save.title', defaultMessage: 'Save as quote' })}
        >
          <p className="text-sm">
            {customerName ? (
              <>
                <FormattedMessage
                  id="quote.save.for"
                  defaultMessage="For <b>{customer}</b> · {total} in the cart"
                  values={{
                    customer: customerName,
                    total: formatMoney(totalCents),
                    b: (chunks) => <span className="font-medium">{chunks}</span>,
                  }}
                />
              </>
            ) : (
              <span className="text-destructive" role="alert">
                <FormattedMessage id="quote.save.noCustomer" defaultMessage="Choose the customer the quote is for" />
              </span>
            )}
          </p>
          <FormField
            id="quote-valid-until"
            label={intl.formatMessage({ id: 'quote.list.validUntil', defaultMessage: 'Valid until' })}
            error={dateError}
          >
            <Input
              id="quote-valid-until"
              type="date"
              value={validUntil}
              aria-invalid={Boolean(dateError)}
              aria-describedby={dateError ? 'quote-valid-until-error' : undefined}
              onChange={(event) => setValidUntil(event.target.value)}
            />
          </FormField>
          <FormField
            id="quote-note"
            label={intl.formatMessage({ id: 'quote.save.note', defaultMessage: 'Note' })}
            hint={intl.formatMessage({
              id: 'quote.save.noteHint',
              defaultMessage: 'Optional: the job, or what was agreed',
            })}
          >
            <Input
              id="quote-note"
              autoComplete="off"
              maxLength={quoteNoteMaxLength}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
          {formError && (
            <Alert variant="destructive">
              <AlertDescription>
                <FormattedMessage
                  id="quote.save.failed"
                  defaultMessage="Could not save the quote: {error}"
                  values={{ error: formError }}
                />
              </AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <FormattedMessage id="quote.save.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" disabled={!customerName || !validUntil || saving}>
              {saving ? <LoaderCircle className="animate-spin" /> : <FileText />}
              <FormattedMessage id="quote.save.submit" defaultMessage="Save quote" />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
