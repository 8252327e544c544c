import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { quantityTotalsText } from '@tillwise/core/catalog/quantity-totals';
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

const choices = [
  { value: 'keep', label: 'Leave them as they are' },
  { value: 'zero', label: 'Count them as none' },
] as const;

/** Confirms applying a count: what it changes, and what becomes of the products nobody counted. */
export function ApplyStockTakeDialog({ take, onClose, onApplied }: ApplyStockTakeDialogProps) {
  const [uncounted, setUncounted] = useState<'keep' | 'zero'>('keep');
  const apply = useCloseStockTake({ onSuccess: onApplied });
  const changes = take.lines.filter((line) => line.variance !== 0).length;
  const variance = stockTakeVariance(take.lines);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Apply {take.number}</DialogTitle>
          <DialogDescription>
            {changes} of {take.lines.length} counted products change,{' '}
            {quantityTotalsText(variance.quantities, { signed: true })} ({formatMoney(variance.costCents)} at cost), as
            one set of stock movements.
          </DialogDescription>
        </DialogHeader>
        {take.uncountedCount > 0 && (
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium">
              {take.uncountedCount} {take.uncountedCount === 1 ? 'product was' : 'products were'} not counted
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
                {choice.label}
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
            Back to counting
          </Button>
          <Button
            type="button"
            disabled={apply.isPending}
            onClick={() => apply.mutate({ stockTakeId: take.id, action: 'apply', input: { uncounted } })}
          >
            {apply.isPending && <LoaderCircle className="animate-spin" />}
            Apply stock take
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
