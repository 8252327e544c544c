import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, LoaderCircle } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { parkedSaleNoteMaxLength, parkNoteFormSchema } from '@tillwise/core/sale/sale-input-schemas';
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

type FormValues = z.input<typeof parkNoteFormSchema>;

interface ParkNoteDialogProps {
  /** The note the sale was parked under before, when it was resumed and is parked again. */
  initialNote: string;
  saving: boolean;
  /** Why the last try to park it failed; the note typed stays for another try. */
  error: string | null;
  onPark: (note: string | null) => void;
  onClose: () => void;
}

/** Save for Later: an optional name or note to find the sale by; Enter parks it, with or without one. */
export function ParkNoteDialog({ initialNote, saving, error, onPark, onClose }: ParkNoteDialogProps) {
  const intl = useIntl();
  const form = useForm<FormValues>({
    resolver: zodResolver(parkNoteFormSchema),
    mode: 'onChange',
    defaultValues: { note: initialNote },
  });
  const noteError = form.formState.errors.note?.message;
  const length = useWatch({ control: form.control, name: 'note' }).trim().length;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="cart.saveForLater" defaultMessage="Save for Later" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="sale.park.description"
              defaultMessage="A name or note finds the sale again under Parked sales. It may be left empty."
            />
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" noValidate onSubmit={form.handleSubmit((values) => onPark(values.note || null))}>
          <div className="space-y-1.5">
            <div className="flex items-baseline justify-between gap-2">
              <Label htmlFor="park-note">
                <FormattedMessage id="sale.park.note" defaultMessage="Name or note" />
              </Label>
              <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
                {length}/{parkedSaleNoteMaxLength}
              </span>
            </div>
            <Input
              id="park-note"
              autoComplete="off"
              placeholder={intl.formatMessage({
                id: 'sale.park.notePlaceholder',
                defaultMessage: 'e.g. Blue jacket, back at 3',
              })}
              autoFocus
              aria-invalid={Boolean(noteError)}
              aria-describedby={noteError ? 'park-note-error' : undefined}
              {...form.register('note')}
            />
            {noteError && (
              <p id="park-note-error" className="text-sm text-destructive">
                {noteError}
              </p>
            )}
          </div>
          {error && (
            <Alert variant="destructive">
              <AlertDescription>
                <FormattedMessage
                  id="sale.park.failed"
                  defaultMessage="Could not save the sale: {error}"
                  values={{ error }}
                />
              </AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <LoaderCircle className="animate-spin" /> : <Clock />}
              <FormattedMessage id="cart.saveForLater" defaultMessage="Save for Later" />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
