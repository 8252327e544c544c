import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { quantityTotalsIn } from '@/lib/i18n/quantity-totals';
import { stockTakeVariance } from '@tillwise/core/inventory/stock-take-schemas';
import type { StockTake } from '@tillwise/core/inventory/stock-take-schemas';

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
import { useCloseStockTake } from '../api/close-stock-take';
import { formatMoney } from '@/lib/money';

interface ApplyStockTakeDialogProps {
  take: StockTake;
  onClose: () => void;
  onApplied: (take: StockTake) => void;
}

const labels = defineMessages({
  keep: { id: 'stockTake.apply.keep', defaultMessage: 'Leave them as they are' },
  zero: { id: 'stockTake.apply.zero', defaultMessage: 'Count them as none' },
});
const choices = [
  { value: 'keep', label: labels.keep },
  { value: 'zero', label: labels.zero },
] as const;

/** Confirms applying a count: what it changes, and what becomes of the products nobody counted. */
export function ApplyStockTakeDialog({ take, onClose, onApplied }: ApplyStockTakeDialogProps) {
  const intl = useIntl();
  const [uncounted, setUncounted] = useState<'keep' | 'zero'>('keep');
  const apply = useCloseStockTake({ onSuccess: onApplied });
  const changes = take.lines.filter((line) => line.variance !== 0).length;
  const variance = stockTakeVariance(take.lines);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage
              id="stockTake.apply.title"
              defaultMessage="Apply {number}"
              values={{ number: take.number }}
            />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="stockTake.apply.description"
              defaultMessage="{changes} of {count} counted products change, {quantity} ({cost} at cost), as one set of stock movements."
              values={{
                changes,
                count: take.lines.length,
                quantity: quantityTotalsIn(intl, variance.quantities, { signed: true }),
                cost: formatMoney(variance.costCents),
              }}
            />
          </DialogDescription>
        </DialogHeader>
        {take.uncountedCount > 0 && (
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium">
              <FormattedMessage
                id="stockTake.apply.uncounted"
                defaultMessage="{count, plural, one {# product was} other {# products were}} not counted"
                values={{ count: take.uncountedCount }}
              />
            </legend>
            {choices.map((choice) => (
              <label key={choice.value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="uncounted"
                  value={choice.value}
                  checked={uncounted === choice.value}
                  onChange={() => setUncounted(choice.value)}
                  className="size-4 accent-primary"
                />
                {intl.formatMessage(choice.label)}
              </label>
            ))}
          </fieldset>
        )}
        {apply.error && (
          <Alert variant="destructive">
            <AlertDescription>{apply.error.message}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            <FormattedMessage id="stockTake.apply.back" defaultMessage="Back to counting" />
          </Button>
          <Button
            type="button"
            disabled={apply.isPending}
            onClick={() => apply.mutate({ stockTakeId: take.id, action: 'apply', input: { uncounted } })}
          >
            {apply.isPending && <LoaderCircle className="animate-spin" />}
            <FormattedMessage id="stockTake.apply" defaultMessage="Apply stock take" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
