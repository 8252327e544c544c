import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { stockTakesOverlap } from '@tillwise/core/inventory/stock-take-schemas';
import type { StockTake } from '@tillwise/core/inventory/stock-take-schemas';
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
import { useStockTakes } from '../api/get-stock-takes';
import { useStartStockTake } from '../api/start-stock-take';

interface NewStockTakeDialogProps {
  categories: readonly { id: string; name: string }[];
  onClose: () => void;
  onStarted: (take: StockTake) => void;
  /** Opens a count already running for the chosen shelves, to count on it instead. */
  onOpenCounting: (id: string) => void;
}

/** Opens a count of one category, or of everything the store sells. */
export function NewStockTakeDialog({ categories, onClose, onStarted, onOpenCounting }: NewStockTakeDialogProps) {
  const intl = useIntl();
  const [categoryId, setCategoryId] = useState('');
  const [note, setNote] = useState('');
  const start = useStartStockTake({ onSuccess: onStarted });
  // The server refuses an overlapping count too (another device may have just started one); this says so up front.
  const counting = useStockTakes({ status: 'counting', pageSize: 100 });
  const running = counting.data?.items.find((take) => stockTakesOverlap(take.category?.id ?? null, categoryId || null));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="stockTake.new" defaultMessage="New stock take" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="stockTake.new.description"
              defaultMessage="Count from any number of devices at once; stock changes only when the count is applied."
            />
          </DialogDescription>
        </DialogHeader>
        <form
          id="new-stock-take"
          aria-label={intl.formatMessage({ id: 'stockTake.new', defaultMessage: 'New stock take' })}
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            start.mutate({ categoryId: categoryId || null, note });
          }}
        >
          <FormField
            id="stock-take-scope"
            label={intl.formatMessage({ id: 'stockTake.new.scope', defaultMessage: 'Count' })}
          >
            <NativeSelect
              id="stock-take-scope"
              value={categoryId}
              onChange={(event) => setCategoryId(event.target.value)}
            >
              <NativeSelectOption value="">
                {intl.formatMessage({ id: 'stockTake.allProducts', defaultMessage: 'All products' })}
              </NativeSelectOption>
              {categories.map((category) => (
                <NativeSelectOption key={category.id} value={category.id}>
                  {category.name}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id="stock-take-note"
            label={intl.formatMessage({ id: 'stockTake.new.note', defaultMessage: 'Note' })}
            error={start.error?.details?.find((d) => d.path === 'note')?.message}
          >
            <Input
              id="stock-take-note"
              value={note}
              placeholder={intl.formatMessage({
                id: 'stockTake.new.notePlaceholder',
                defaultMessage: 'Month-end count…',
              })}
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
          {running && (
            <Alert>
              <AlertDescription className="space-y-2">
                <p>
                  <FormattedMessage
                    id="stockTake.new.stillCounting"
                    defaultMessage="{number} is still counting these products: add your counts to it from this device, or cancel it first"
                    values={{ number: running.number }}
                  />
                </p>
                <Button type="button" size="sm" variant="outline" onClick={() => onOpenCounting(running.id)}>
                  <FormattedMessage
                    id="stockTake.new.open"
                    defaultMessage="Open {number}"
                    values={{ number: running.number }}
                  />
                </Button>
              </AlertDescription>
            </Alert>
          )}
          {start.error && !running && !start.error.details?.some((d) => d.path === 'note') && (
            <Alert variant="destructive">
              <AlertDescription>{start.error.message}</AlertDescription>
            </Alert>
          )}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" form="new-stock-take" disabled={start.isPending || Boolean(running)}>
            {start.isPending && <LoaderCircle className="animate-spin" />}
            <FormattedMessage id="stockTake.new.start" defaultMessage="Start counting" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
