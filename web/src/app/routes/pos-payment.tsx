import type { TillPaymentSettings } from '@tillwise/core/settings/payment-settings';
import type { PaymentMethod, Tender } from '@tillwise/core/payment/tender';
import type { CartState } from '@/features/cart/hooks/cart-store';
import { useCustomer } from '@/features/customer/api/get-customer';
import { checkGiftCard } from '@/features/payment/api/check-gift-card';
import { PaymentDialog } from '@/features/payment/components/payment-dialog';
import type { PaymentKey } from '@/features/payment/components/payment-dialog';
import { useConnectivity } from '@/lib/connectivity';
import { tillShortcutFor } from './till-shortcuts';

interface TillPaymentProps {
  state: CartState;
  /** What the goods come to, before any gift cards sold. */
  goodsTotalCents: number;
  itemCount: number;
  settings: TillPaymentSettings | undefined;
  cashDrawerNote: string | undefined;
  onClose: () => void;
  onComplete: (tenders: Tender[]) => Promise<void>;
  onPaidChange?: (paidCents: number) => void;
  /** Chosen with a shortcut key: the dialog opens on it. */
  initialMethod?: PaymentMethod;
}

const paymentKeys: Partial<Record<string, PaymentKey>> = { checkout: 'complete', card: 'card', cash: 'cash' };
// In the dialog the till's Checkout key completes the sale, and Card and Cash switch to them.
const paymentShortcutFor = (event: KeyboardEvent) => paymentKeys[tillShortcutFor(event, true) ?? ''] ?? null;

/**
 * Loaded when payment starts, with the dialog itself. The till's payment dialog with what it needs from elsewhere: the attached customer's points, store credit and trade account,
 * gift card balances from the server, whether the server can be reached, and the store's cash rounding.
 */
export function TillPayment({
  state,
  goodsTotalCents,
  itemCount,
  settings,
  cashDrawerNote,
  onClose,
  onComplete,
  onPaidChange,
  initialMethod,
}: TillPaymentProps) {
  const online = useConnectivity().online;
  const customer = useCustomer(state.customer?.id ?? null).data;
  const giftCardsCents = state.giftCards.reduce((sum, card) => sum + card.amountCents, 0);
  return (
    <PaymentDialog
      open
      onOpenChange={(open) => !open && onClose()}
      totalCents={goodsTotalCents + giftCardsCents}
      itemCount={itemCount + state.giftCards.length}
      customerPoints={state.customer?.loyaltyPoints ?? null}
      customerStoreCreditCents={state.customer ? (customer?.storeCreditCents ?? null) : null}
      customerAccountAvailableCents={state.customer ? (customer?.account?.availableCents ?? null) : null}
      checkGiftCard={checkGiftCard}
      online={online}
      settings={{
        ...(settings ?? { enabledMethods: ['card'], cardTerminalLabel: '', voucherPrefix: '' }),
        cashDrawerNote,
      }}
      onComplete={onComplete}
      onPaidChange={onPaidChange}
      initialMethod={initialMethod}
      shortcutFor={paymentShortcutFor}
    />
  );
}
