import { useState } from 'react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import { roundCash } from '@tillwise/core/money/money';
import { returnTenderError, returnTendersAllowed } from '@tillwise/core/return/return-rules';
import type { NoReceiptRefundRule } from '@tillwise/core/return/return-schemas';
import type { Return, ReturnTender } from '@tillwise/core/return/return-schemas';
import type { CartTotalsOptions } from '@tillwise/core/sale/cart-totals';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
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
import { ReturnRecorded } from './return-recorded';
import type { ReturnLine } from './return-lines';
import { newId } from '@/lib/new-id';
import { formatMoney } from '@/lib/money';
import { paymentMethodMessages } from '@/lib/i18n/payment-method-messages';
import { refusalText } from '../lib/return-messages';

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
  const intl = useIntl();
  const tenderLabel = (tender: ReturnTender) => intl.formatMessage(paymentMethodMessages[tender]);
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
    if (!reason.trim())
      return setReasonError(
        intl.formatMessage({ id: 'return.reasonMissing', defaultMessage: 'Enter a reason for the return' }),
      );
    if (lines.length === 0 || refused || create.isPending) return;
    let overrideId: string | undefined;
    if (requestOverride) {
      const override = await requestOverride(
        { action: 'return', details: { amountCents } },
        intl.formatMessage(
          { id: 'return.overrideSummary', defaultMessage: 'Return without receipt of {amount}' },
          { amount: formatMoney(amountCents) },
        ),
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
          <DialogTitle>
            <FormattedMessage id="return.title" defaultMessage="Return without receipt" />
          </DialogTitle>
          <DialogDescription>
            {done ? (
              <FormattedMessage
                id="return.recordedDescription"
                defaultMessage="The return is recorded and the stock is back on the shelf."
              />
            ) : (
              <FormattedMessage id="return.description" defaultMessage="Items are valued at today's price." />
            )}
          </DialogDescription>
        </DialogHeader>
        {done ? (
          <ReturnRecorded done={done} />
        ) : (
          <div className="space-y-4">
            {props.renderProductSearch(add)}
            <ReturnLines lines={lines} onQuantityChange={setQuantity} />
            <div
              className="flex flex-wrap gap-2"
              role="group"
              aria-label={intl.formatMessage({ id: 'return.giveBackAs', defaultMessage: 'Give back as' })}
            >
              {returnTendersAllowed(rule).map((option) => (
                <Button
                  key={option}
                  variant={tender === option ? 'default' : 'outline'}
                  aria-pressed={tender === option}
                  onClick={() => setTender(option)}
                >
                  {tenderLabel(option)}
                </Button>
              ))}
            </div>
            {tender === 'store_credit' && props.customerSlot}
            <FormField
              id="return-reason"
              label={intl.formatMessage({ id: 'return.reason', defaultMessage: 'Reason' })}
              error={reasonError ?? undefined}
            >
              <Input
                id="return-reason"
                value={reason}
                maxLength={200}
                placeholder={intl.formatMessage({
                  id: 'return.reasonPlaceholder',
                  defaultMessage: 'e.g. Unwanted gift',
                })}
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonError(null);
                }}
              />
            </FormField>
            <p className="flex justify-between text-base font-semibold">
              <span>
                <FormattedMessage
                  id="return.toGiveBack"
                  defaultMessage="{tender} to give back"
                  values={{ tender: tenderLabel(tender) }}
                />
              </span>
              <span className="tabular-nums" data-testid="return-amount">
                {formatMoney(amountCents)}
              </span>
            </p>
            {lines.length > 0 && refused && <p className="text-sm text-destructive">{refusalText(intl, refused)}</p>}
            {create.error && (
              <Alert variant="destructive">
                <AlertDescription>{create.error.message}</AlertDescription>
              </Alert>
            )}
          </div>
        )}
        <DialogFooter>
          {done ? (
            <Button onClick={onClose}>
              <FormattedMessage id="return.complete" defaultMessage="Complete" />
            </Button>
          ) : (
            <>
              <Button variant="outline" disabled={create.isPending} onClick={onClose}>
                <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
              </Button>
              <Button
                disabled={lines.length === 0 || refused !== null || create.isPending}
                onClick={() => void submit()}
              >
                <FormattedMessage
                  id="return.giveBack"
                  defaultMessage="Give back {amount}"
                  values={{ amount: formatMoney(amountCents) }}
                />
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
