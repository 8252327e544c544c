import { useState } from 'react';
import type { Discount } from '@tillwise/core/sale/discount';
import { dollarsToCents } from '@tillwise/core/money/money';
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
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';

interface DiscountDialogProps {
  /** What is discounted: a line's product name, or null for the whole sale. */
  targetName: string | null;
  current: Discount | null | undefined;
  onApply: (discount: Discount | null) => void;
  onClose: () => void;
}

/** Takes a percentage or an amount off a line or the whole sale. */
export function DiscountDialog({ targetName, current, onApply, onClose }: DiscountDialogProps) {
  const [kind, setKind] = useState<Discount['kind']>(current?.kind ?? 'percent');
  const [value, setValue] = useState(
    current ? String(current.kind === 'percent' ? current.percent : current.cents / 100) : '',
  );
  const number = Number(value);
  const error =
    value.trim() === '' || !Number.isFinite(number) || number <= 0
      ? 'Enter a value above 0'
      : kind === 'percent' && number > 100
        ? 'A discount cannot exceed 100 %'
        : null;

  const apply = () => {
    if (error) return;
    onApply(kind === 'percent' ? { kind, percent: number } : { kind, cents: dollarsToCents(number) });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>{targetName ? `Discount ${targetName}` : 'Discount the whole sale'}</DialogTitle>
          <DialogDescription>Take a percentage or an amount off before tax.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <Tabs value={kind} onValueChange={(next) => setKind(next as Discount['kind'])}>
            <TabsList className="w-full">
              <TabsTrigger value="percent">Percent</TabsTrigger>
              <TabsTrigger value="amount">Amount</TabsTrigger>
            </TabsList>
          </Tabs>
          <div className="space-y-2">
            <Label htmlFor="discount-value">{kind === 'percent' ? 'Percent off' : 'Amount off ($)'}</Label>
            <Input
              id="discount-value"
              inputMode="decimal"
              autoFocus
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={value !== '' && error !== null}
            />
            {value !== '' && error && <p className="text-sm text-destructive">{error}</p>}
          </div>
          <DialogFooter>
            {current && (
              <Button type="button" variant="ghost" onClick={() => onApply(null)}>
                Remove discount
              </Button>
            )}
            <Button type="submit" disabled={error !== null}>
              Apply
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
