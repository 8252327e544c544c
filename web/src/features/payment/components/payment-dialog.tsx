import { useEffect, useRef, useState } from 'react';
import { LoaderCircle, Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentMethod, Tender } from '@tillwise/core/payment/tender';
import type { PaymentSettings } from '@tillwise/core/settings/payment-settings';
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
import type { GiftCardBalance } from '../api/check-gift-card';
import { useSplitTender } from '../hooks/use-split-tender';
import { CancelPaymentConfirm } from './cancel-payment-confirm';
import { PaymentMethodTabs } from './payment-method-tabs';
import { TenderList } from './tender-list';
import { formatMoney } from '@/lib/money';

export const simulatedProcessingMs = 1500;

/** What a key pressed in the dialog asks for: a way to pay, or Complete Sale. */
export type PaymentKey = 'card' | 'cash' | 'complete';

interface PaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  totalCents: number;
  itemCount: number;
  /** Points of the attached customer, or null for a walk-in customer. */
  customerPoints: number | null;
  /** Store credit of the attached customer (null: walk-in, or none known); a Store credit tab shows when above 0. */
  customerStoreCreditCents?: number | null;
  /** What the attached customer may still buy on account (null: no trade account); an On account tab shows online. */
  customerAccountAvailableCents?: number | null;
  /** The methods Settings turn on, the card terminal's name, the gift card prefix and the cash rounding step. */
  settings: Pick<PaymentSettings, 'enabledMethods' | 'cardTerminalLabel' | 'voucherPrefix'> & {
    /** Settings → Hardware's note for whoever opens the cash drawer. */
    cashDrawerNote?: string;
    /** The store's cash rounding step in cents (5: to the nearest $0.05; 0 or left out: none). */
    cashRoundingCents?: number;
  };
  /** Looks a gift card up on the server: its balance, or null for an unknown code. Rejects when the server cannot be reached. */
  checkGiftCard?: (code: string) => Promise<GiftCardBalance | null>;
  /** false while the till cannot reach the server: gift cards cannot be checked then. */
  online?: boolean;
  /** Records the sale with all its tenders in one request; rejects with the reason when the server refuses it. */
  onComplete: (tenders: Tender[]) => Promise<void>;
  /** Told what the payments taken so far come to (the customer display shows what is left). */
  onPaidChange?: (paidCents: number) => void;
  /** The tab to open on (a shortcut chose it): the focus starts in what it asks for. */
  initialMethod?: PaymentMethod;
  /** The screen's shortcut keys for the dialog; Enter in Amount tendered completes the sale in any case. */
  shortcutFor?: (event: KeyboardEvent) => PaymentKey | null;
}

/**
 * Takes payment by card (default), cash with change, voucher or gift card, loyalty points, store credit or on
 * account, split over up to four tenders, then completes the sale. Tenders are held by the dialog and recorded
 * together, with the sale, in one transaction: a cancelled part payment leaves nothing behind. Each opening starts a
 * fresh payment.
 */
export function PaymentDialog(props: PaymentDialogProps) {
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpening(opening + 1);
  }
  return <PaymentDialogPanel key={opening} {...props} />;
}

function PaymentDialogPanel({
  open,
  onOpenChange,
  totalCents,
  itemCount,
  customerPoints,
  customerStoreCreditCents = null,
  customerAccountAvailableCents = null,
  settings,
  checkGiftCard,
  online = true,
  onComplete,
  onPaidChange,
  initialMethod,
  shortcutFor,
}: PaymentDialogProps) {
  const intl = useIntl();
  const step = settings.cashRoundingCents ?? 0;
  const split = useSplitTender({
    totalCents,
    customerPoints,
    customerStoreCreditCents,
    customerAccountAvailableCents,
    enabledMethods: settings.enabledMethods,
    voucherPrefix: settings.voucherPrefix,
    cashRoundingStep: step,
    checkGiftCard,
    online,
    initialMethod,
  });
  const content = useRef<HTMLDivElement>(null);
  const [processing, setProcessing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const busy = processing || split.checking;
  const cashPart = split.parts.find((part) => part.method === 'cash');
  const paidCents = split.parts.reduce((sum, part) => sum + part.amountCents, 0);
  useEffect(() => onPaidChange?.(paidCents), [paidCents, onPaidChange]);

  const requestClose = () => {
    if (processing) return;
    if (split.parts.length > 0) setConfirmingCancel(true);
    else onOpenChange(false);
  };

  const complete = async () => {
    if (busy) return;
    const tenders = await split.finish();
    if (!tenders) return;
    setProcessing(true);
    setServerError(null);
    // Card processing is simulated: the till waits as a terminal would before the sale is recorded.
    await new Promise((resolve) => setTimeout(resolve, simulatedProcessingMs));
    try {
      await onComplete(tenders);
    } catch (error) {
      setServerError(
        error instanceof Error
          ? error.message
          : intl.formatMessage({ id: 'payment.notRecorded', defaultMessage: 'The sale could not be recorded' }),
      );
    } finally {
      setProcessing(false);
    }
  };

  const alert = serverError ?? split.problem;
  // From the keyboard: cash goes on to the amount tendered, any other way to pay to Complete Sale.
  const focusNext = (method: PaymentMethod) =>
    content.current?.querySelector<HTMLElement>(method === 'cash' ? '#cash-tendered' : '[data-complete]')?.focus();
  const onKeyDown = (event: React.KeyboardEvent) => {
    const enterTendered = event.key === 'Enter' && (event.target as HTMLElement).id === 'cash-tendered';
    const key = enterTendered ? 'complete' : shortcutFor?.(event.nativeEvent);
    if (!key || confirmingCancel) return;
    event.preventDefault();
    if (key === 'complete') {
      if (split.canComplete) void complete();
    } else if (!busy && split.offered.includes(key)) {
      split.selectMethod(key);
      requestAnimationFrame(() => focusNext(key));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
      <DialogContent
        ref={content}
        className="sm:max-w-md"
        onKeyDown={onKeyDown}
        onOpenAutoFocus={(event) => {
          if (!initialMethod) return;
          event.preventDefault();
          focusNext(split.method);
        }}
      >
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="payment.title" defaultMessage="Payment" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="payment.due"
              defaultMessage="{count, plural, one {# item} other {# items}} · Total due <b>{total}</b>"
              values={{
                count: itemCount,
                total: formatMoney(totalCents),
                b: (chunks) => <span className="font-semibold text-foreground tabular-nums">{chunks}</span>,
              }}
            />
          </DialogDescription>
        </DialogHeader>
        <TenderList
          tenders={split.parts}
          remainingCents={split.remainingCents}
          onRemove={split.removePart}
          disabled={busy || confirmingCancel}
        />
        {confirmingCancel ? (
          <CancelPaymentConfirm
            partCount={split.parts.length}
            cashTenderedCents={cashPart ? (cashPart.tenderedCents ?? cashPart.amountCents) : null}
            onKeepPaying={() => setConfirmingCancel(false)}
            onCancelPayment={() => onOpenChange(false)}
          />
        ) : (
          <>
            <PaymentMethodTabs
              split={split}
              settings={settings}
              customerPoints={customerPoints}
              customerStoreCreditCents={customerStoreCreditCents}
              customerAccountAvailableCents={customerAccountAvailableCents}
              checksGiftCards={checkGiftCard !== undefined}
              online={online}
              busy={busy}
            />
            {split.isPart && (
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-muted-foreground">
                  <FormattedMessage
                    id="payment.willRemain"
                    defaultMessage="{amount} will remain to pay."
                    values={{ amount: formatMoney(split.remainingCents - (split.amountCents ?? 0)) }}
                  />
                </p>
                <Button variant="outline" disabled={!split.canAdd || busy} onClick={() => void split.addPart()}>
                  <Plus /> <FormattedMessage id="payment.addPart" defaultMessage="Add payment" />
                </Button>
              </div>
            )}
            {alert && (
              <Alert variant="destructive">
                <AlertDescription>{alert}</AlertDescription>
              </Alert>
            )}
            <DialogFooter>
              <Button variant="outline" disabled={processing} onClick={requestClose}>
                <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
              </Button>
              <Button size="lg" data-complete disabled={busy || !split.canComplete} onClick={() => void complete()}>
                {processing ? (
                  <>
                    <LoaderCircle className="animate-spin" />{' '}
                    <FormattedMessage id="payment.processing" defaultMessage="Processing" />
                  </>
                ) : (
                  <FormattedMessage id="payment.complete" defaultMessage="Complete Sale" />
                )}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
