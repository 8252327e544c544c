import { useState } from 'react';
import { Banknote, CreditCard, Gift, LoaderCircle, Star } from 'lucide-react';
import { loyaltyPointValueCents } from '@tillwise/core/customer/loyalty';
import { dollarsToCents, formatMoney } from '@tillwise/core/money/money';
import { paymentMethods, settleTenders } from '@tillwise/core/payment/tender';
import type { PaymentSettings } from '@tillwise/core/settings/payment-settings';
import type { PaymentMethod, Tender } from '@tillwise/core/payment/tender';
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CashTender } from './cash-tender';

export const simulatedProcessingMs = 1500;

const methodTabs: Record<PaymentMethod, { label: string; icon: typeof CreditCard }> = {
  card: { label: 'Card', icon: CreditCard },
  cash: { label: 'Cash', icon: Banknote },
  voucher: { label: 'Voucher', icon: Gift },
  loyalty: { label: 'Loyalty', icon: Star },
};

interface PaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  totalCents: number;
  itemCount: number;
  /** Points of the attached customer, or null for a walk-in customer. */
  customerPoints: number | null;
  /** The methods Settings turn on, the card terminal's name and the gift card prefix. */
  settings: Pick<PaymentSettings, 'enabledMethods' | 'cardTerminalLabel' | 'voucherPrefix'> & {
    /** Settings → Hardware's note for whoever opens the cash drawer. */
    cashDrawerNote?: string;
  };
  /** Records the sale; rejects with the reason when the server refuses it. */
  onComplete: (tenders: Tender[]) => Promise<void>;
}

/** Takes payment by card (default), cash with change, voucher code or loyalty points, then completes the sale. */
export function PaymentDialog({
  open,
  onOpenChange,
  totalCents,
  itemCount,
  customerPoints,
  settings,
  onComplete,
}: PaymentDialogProps) {
  const { enabledMethods, voucherPrefix } = settings;
  const offered = paymentMethods.filter((method) => enabledMethods.includes(method));
  const [method, setMethod] = useState<PaymentMethod>(offered.includes('card') ? 'card' : (offered[0] ?? 'card'));
  const [tendered, setTendered] = useState('');
  const [voucher, setVoucher] = useState('');
  const [processing, setProcessing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const tender: Tender =
    method === 'cash'
      ? {
          method,
          amountCents: totalCents,
          tenderedCents: tendered.trim() === '' ? totalCents : dollarsToCents(Number(tendered)),
        }
      : method === 'voucher'
        ? { method, amountCents: totalCents, reference: voucher }
        : { method, amountCents: totalCents };
  const check = settleTenders(totalCents, [tender], { customerPoints, enabledMethods, voucherPrefix });
  const problem = check.ok ? null : check.error;

  const complete = async () => {
    if (!check.ok || processing) return;
    setProcessing(true);
    setServerError(null);
    // Card processing is simulated: the till waits as a terminal would before the sale is recorded.
    await new Promise((resolve) => setTimeout(resolve, simulatedProcessingMs));
    try {
      await onComplete([tender]);
      setTendered('');
      setVoucher('');
    } catch (error) {
      setServerError(error instanceof Error ? error.message : 'The sale could not be recorded');
    } finally {
      setProcessing(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !processing && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Payment</DialogTitle>
          <DialogDescription>
            {itemCount} {itemCount === 1 ? 'item' : 'items'} · Total due{' '}
            <span className="font-semibold text-foreground tabular-nums">{formatMoney(totalCents)}</span>
          </DialogDescription>
        </DialogHeader>
        <Tabs value={method} onValueChange={(next) => setMethod(next as PaymentMethod)}>
          <TabsList className="grid w-full grid-cols-4">
            {offered.map((m) => {
              const Icon = methodTabs[m].icon;
              return (
                <TabsTrigger
                  key={m}
                  value={m}
                  disabled={processing}
                  className="px-1 max-sm:text-xs max-sm:[&_svg]:hidden"
                >
                  <Icon /> {methodTabs[m].label}
                </TabsTrigger>
              );
            })}
          </TabsList>
          <TabsContent value="card" className="py-3 text-sm text-muted-foreground">
            Ask the customer to tap, insert or swipe their card on the terminal
            {settings.cardTerminalLabel ? ` (${settings.cardTerminalLabel})` : ''}.
          </TabsContent>
          <TabsContent value="cash" className="space-y-2 py-3">
            <CashTender dueCents={totalCents} tendered={tendered} onTenderedChange={setTendered} />
            {settings.cashDrawerNote && (
              <p className="text-xs text-muted-foreground" data-testid="cash-drawer-note">
                Cash drawer: {settings.cashDrawerNote}
              </p>
            )}
          </TabsContent>
          <TabsContent value="voucher" className="space-y-2 py-3">
            <Label htmlFor="voucher-code">Voucher code</Label>
            <Input
              id="voucher-code"
              value={voucher}
              onChange={(event) => setVoucher(event.target.value)}
              placeholder="GV-12345"
            />
          </TabsContent>
          <TabsContent value="loyalty" className="py-3 text-sm">
            {customerPoints === null ? (
              <p className="text-muted-foreground">Attach a customer to pay with loyalty points.</p>
            ) : (
              <p>
                {customerPoints} points available, worth {formatMoney(customerPoints * loyaltyPointValueCents)} (1 point
                = $0.01).
              </p>
            )}
          </TabsContent>
        </Tabs>
        {(serverError ?? (method !== 'card' && problem)) && (
          <Alert variant="destructive">
            <AlertDescription>{serverError ?? problem}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" disabled={processing} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button size="lg" disabled={processing || problem !== null} onClick={() => void complete()}>
            {processing ? (
              <>
                <LoaderCircle className="animate-spin" /> Processing
              </>
            ) : (
              'Complete Sale'
            )}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
