import { useState } from 'react';
import type { FormEvent } from 'react';
import { addDays, format } from 'date-fns';
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

const noCustomer = 'Choose the customer the quote is for';

/** Save as quote: the cart kept for its customer, at today's prices, until the date chosen. */
export function SaveQuoteDialog({ customerName, totalCents, saving, error, onSave, onClose }: SaveQuoteDialogProps) {
  const [validUntil, setValidUntil] = useState(() => format(addDays(new Date(), defaultQuoteValidDays), 'yyyy-MM-dd'));
  const [note, setNote] = useState('');
  const fieldError = (path: string) => error?.details?.find((detail) => detail.path === path)?.message;
  const dateError = (validUntil ? undefined : 'Enter the last day the quote holds') ?? fieldError('validUntil');
  const formError = error && !fieldError('validUntil') ? error.message : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (customerName && validUntil) onSave({ validUntil, note: note.trim() });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Save as quote</DialogTitle>
          <DialogDescription>
            The cart at today’s prices, kept for the customer to buy at those prices until the date you choose. The
            day’s promotions are not part of a quote.
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" noValidate onSubmit={submit} aria-label="Save as quote">
          <p className="text-sm">
            {customerName ? (
              <>
                For <span className="font-medium">{customerName}</span> · {formatMoney(totalCents)} in the cart
              </>
            ) : (
              <span className="text-destructive" role="alert">
                {noCustomer}
              </span>
            )}
          </p>
          <FormField id="quote-valid-until" label="Valid until" error={dateError}>
            <Input
              id="quote-valid-until"
              type="date"
              value={validUntil}
              aria-invalid={Boolean(dateError)}
              aria-describedby={dateError ? 'quote-valid-until-error' : undefined}
              onChange={(event) => setValidUntil(event.target.value)}
            />
          </FormField>
          <FormField id="quote-note" label="Note" hint="Optional: the job, or what was agreed">
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
              <AlertDescription>Could not save the quote: {formError}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!customerName || !validUntil || saving}>
              {saving ? <LoaderCircle className="animate-spin" /> : <FileText />}
              Save quote
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
