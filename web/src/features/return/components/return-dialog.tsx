import { useState } from 'react';
import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import { roundCash } from '@tillwise/core/money/money';
import { returnTenderError, returnTendersAllowed } from '@tillwise/core/return/return-rules';
import type { Return, ReturnTender } from '@tillwise/core/return/return-schemas';
import type { CartTotalsOptions } from '@tillwise/core/sale/cart-totals';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import type { NoReceiptRefundRule } from '@tillwise/core/return/return-schemas';
import type { Override, OverrideRequest } from '@tillwise/core/staff/override-schemas';
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
import { useCreateReturn } from '../api/create-return';
import { ReturnLines, returnStep } from './return-lines';
import type { ReturnLine } from './return-lines';
import { newId } from '@/lib/new-id';
import { formatMoney } from '@/lib/money';

const tenderLabels: Record<ReturnTender, string> = { store_credit: 'Store credit', cash: 'Cash' };

interface ReturnDialogProps {
  tillId: string;
  rule: NoReceiptRefundRule;
  /** How the store prices (tax included or added, its taxes) and its cash rounding step. */
  pricing: CartTotalsOptions & { cashRoundingCents: number };
  customer: { id: string; name: string } | null;
  /** The till's customer picker, bound to `customer`. */
  customerSlot: ReactNode;
  /** A product search that calls `add` with the product picked. */
  renderProductSearch: (add: (line: Omit<ReturnLine, 'quantity'>) => void) => ReactNode;
  /** Given where the signed-in role may not give refunds alone: a manager approves the amount on this till. */
  requestOverride?: (request: OverrideRequest, summary?: string) => Promise<Override | null>;
  onClose: () => void;
}

/**
 * Goods brought back without a receipt: the items at today's shelf price, store credit to a customer or cash as
 * the chain's rule allows, and a reason. The server prices it again and records it in one go.
 */
export function ReturnDialog(props: ReturnDialogProps) {
  const { tillId, rule, pricing, customer, requestOverride, onClose } = props;
  const [id] = useState(() => newId());
  const [lines, setLines] = useState<ReturnLine[]>([]);
  const [tender, setTender] = useState<ReturnTender>('store_credit');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [done, setDone] = useState<Return | null>(null);
  const create = useCreateReturn();
  const totalCents = cartTotals(lines, null, pricing).totalCents;
  const amountCents = tender === 'cash' ? roundCash(totalCents, pricing.cashRoundingCents) : totalCents;
  const refused = returnTenderError(rule, tender, customer !== null);

  const add = (line: Omit<ReturnLine, 'quantity'>) =>
    setLines((current) =>
      current.some((l) => l.productId === line.productId)
        ? current.map((l) =>
            l.productId === line.productId ? { ...l, quantity: l.quantity + returnStep(l.soldBy) } : l,
          )
        : [...current, { ...line, quantity: isSoldByWeight(line.soldBy) ? 1000 : 1 }],
    );
  const setQuantity = (productId: string, quantity: number) =>
    setLines((current) =>
      quantity <= 0
        ? current.filter((l) => l.productId !== productId)
        : current.map((l) => (l.productId === productId ? { ...l, quantity } : l)),
    );

  const submit = async () => {
    if (!reason.trim()) return setReasonError('Enter a reason for the return');
    if (lines.length === 0 || refused || create.isPending) return;
    let overrideId: string | undefined;
    if (requestOverride) {
      const override = await requestOverride(
        { action: 'return', details: { amountCents } },
        `Return without receipt of ${formatMoney(amountCents)}`,
      );
      if (!override) return;
      overrideId = override.id;
    }
    create.mutate(
      {
        id,
        tillId,
        lines: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
        tender,
        customerId: customer?.id ?? null,
        reason: reason.trim(),
        ...(overrideId && { overrideId }),
      },
      { onSuccess: setDone },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Return without receipt</DialogTitle>
          <DialogDescription>
            {done ? 'The return is recorded and the stock is back on the shelf.' : "Items are valued at today's price."}
          </DialogDescription>
        </DialogHeader>
        {done ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <CircleCheck className="size-12 text-success" />
            <p className="text-lg font-semibold">Return {done.number} recorded</p>
            <p className="font-medium" data-testid="return-given">
              Give back: {tenderLabels[done.tender]} {formatMoney(done.amountCents)}
              {done.customer && ` to ${done.customer.name}`}
            </p>
          </div>
        ) : (
          <div className="space-y-4">
            {props.renderProductSearch(add)}
            <ReturnLines lines={lines} onQuantityChange={setQuantity} />
            <div className="flex flex-wrap gap-2" role="group" aria-label="Give back as">
              {returnTendersAllowed(rule).map((option) => (
                <Button
                  key={option}
                  variant={tender === option ? 'default' : 'outline'}
                  aria-pressed={tender === option}
                  onClick={() => setTender(option)}
                >
                  {tenderLabels[option]}
                </Button>
              ))}
            </div>
            {tender === 'store_credit' && props.customerSlot}
            <FormField id="return-reason" label="Reason" error={reasonError ?? undefined}>
              <Input
                id="return-reason"
                value={reason}
                maxLength={200}
                placeholder="e.g. Unwanted gift"
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonError(null);
                }}
              />
            </FormField>
            <p className="flex justify-between text-base font-semibold">
              <span>{tenderLabels[tender]} to give back</span>
              <span className="tabular-nums" data-testid="return-amount">
                {formatMoney(amountCents)}
              </span>
            </p>
            {lines.length > 0 && refused && <p className="text-sm text-destructive">{refused.message}</p>}
            {create.error && (
              <Alert variant="destructive">
                <AlertDescription>{create.error.message}</AlertDescription>
              </Alert>
            )}
          </div>
        )}
        <DialogFooter>
          {done ? (
            <Button onClick={onClose}>Complete</Button>
          ) : (
            <>
              <Button variant="outline" disabled={create.isPending} onClick={onClose}>
                Cancel
              </Button>
              <Button
                disabled={lines.length === 0 || refused !== null || create.isPending}
                onClick={() => void submit()}
              >
                Give back {formatMoney(amountCents)}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
