import { Banknote, BookUser, CreditCard, Gift, PackageCheck, Star, Wallet } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { loyaltyPointValueCents } from '@tillwise/core/customer/loyalty';

import { maxTenders } from '@tillwise/core/payment/tender';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import type { PaymentSettings } from '@tillwise/core/settings/payment-settings';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import type { SplitTender } from '../hooks/use-split-tender';
import { paymentTabMessages } from '@/lib/i18n/payment-method-messages';
import { AccountTender } from './account-tender';
import { CashTender } from './cash-tender';
import { GiftCardTender } from './gift-card-tender';
import { StoreCreditTender } from './store-credit-tender';
import { TenderAmountField } from './tender-amount-field';
import { formatMoney } from '@/lib/money';

const methodIcons: Record<PaymentMethod, typeof CreditCard> = {
  card: CreditCard,
  cash: Banknote,
  voucher: Gift,
  loyalty: Star,
  store_credit: Wallet,
  account: BookUser,
  // Never tabs at the till (the layaway's or special order's own payment records them), but a sale may show them.
  layaway: PackageCheck,
  special_order: PackageCheck,
};
// Four tabs share the row by the length of their labels ('On account' needs more than 'Cash'); five or six do not
// fit on one line each and take two rows of three.
const tabColumns = [
  'grid-cols-1',
  'grid-cols-2',
  'grid-cols-3',
  'grid-cols-[repeat(4,auto)] justify-stretch',
  'grid-cols-3 h-auto',
  'grid-cols-3 h-auto',
];

interface PaymentMethodTabsProps {
  split: SplitTender;
  settings: Pick<PaymentSettings, 'cardTerminalLabel'> & { cashDrawerNote?: string; cashRoundingCents?: number };
  customerPoints: number | null;
  customerStoreCreditCents: number | null;
  customerAccountAvailableCents: number | null;
  /** Whether gift cards are looked up on the server (else a voucher is its code only). */
  checksGiftCards: boolean;
  online: boolean;
  busy: boolean;
}

/** One tab per way to pay, each with the amount this payment pays and what the method needs. */
export function PaymentMethodTabs({
  split,
  settings,
  customerPoints,
  customerStoreCreditCents,
  customerAccountAvailableCents,
  checksGiftCards,
  online,
  busy,
}: PaymentMethodTabsProps) {
  const intl = useIntl();
  const step = settings.cashRoundingCents ?? 0;
  const amountField = (
    <TenderAmountField
      value={split.amountText}
      onChange={split.setAmountText}
      readOnly={split.lastTender}
      disabled={busy}
      hint={
        split.lastTender
          ? intl.formatMessage(
              { id: 'payment.lastPart', defaultMessage: 'Payment {count} of {count} pays the rest.' },
              { count: maxTenders },
            )
          : undefined
      }
    />
  );
  return (
    <Tabs value={split.method} onValueChange={(next) => split.selectMethod(next as PaymentMethod)}>
      <TabsList className={cn('grid w-full', tabColumns[split.offered.length - 1])}>
        {split.offered.map((m) => {
          const Icon = methodIcons[m];
          return (
            <TabsTrigger
              key={m}
              value={m}
              disabled={busy}
              className="px-1 max-sm:text-xs max-sm:leading-tight max-sm:whitespace-normal max-sm:[&_svg]:hidden"
            >
              <Icon /> <FormattedMessage {...paymentTabMessages[m]} />
            </TabsTrigger>
          );
        })}
      </TabsList>
      <TabsContent value="card" className="space-y-3 py-3">
        {amountField}
        <p className="text-sm text-muted-foreground">
          {settings.cardTerminalLabel ? (
            <FormattedMessage
              id="payment.card.askNamed"
              defaultMessage="Ask the customer to tap, insert or swipe their card on the terminal ({terminal})."
              values={{ terminal: settings.cardTerminalLabel }}
            />
          ) : (
            <FormattedMessage
              id="payment.card.ask"
              defaultMessage="Ask the customer to tap, insert or swipe their card on the terminal."
            />
          )}
        </p>
      </TabsContent>
      <TabsContent value="cash" className="space-y-2 py-3">
        <CashTender
          dueCents={split.amountCents ?? 0}
          tendered={split.tendered}
          onTenderedChange={split.setTendered}
          amountField={amountField}
          roundingStepCents={step}
          roundingCents={split.cashRoundingCents}
          disabled={busy}
        />
        {settings.cashDrawerNote && (
          <p className="text-xs text-muted-foreground" data-testid="cash-drawer-note">
            <FormattedMessage
              id="payment.cash.drawerNote"
              defaultMessage="Cash drawer: {note}"
              values={{ note: settings.cashDrawerNote }}
            />
          </p>
        )}
      </TabsContent>
      <TabsContent value="voucher" className="py-3">
        <GiftCardTender
          code={split.voucher}
          onCodeChange={split.setVoucher}
          onCheck={checksGiftCards ? () => void split.lookUp() : undefined}
          check={split.giftCard}
          online={online}
          amountField={amountField}
          disabled={busy}
        />
      </TabsContent>
      <TabsContent value="loyalty" className="space-y-3 py-3 text-sm">
        {customerPoints === null ? (
          <p className="text-muted-foreground">
            <FormattedMessage
              id="payment.loyalty.attach"
              defaultMessage="Attach a customer to pay with loyalty points."
            />
          </p>
        ) : (
          <>
            <p>
              <FormattedMessage
                id="payment.loyalty.available"
                defaultMessage="{points, plural, other {# points available}}, worth {worth} (1 point = {pointValue})."
                values={{
                  points: customerPoints,
                  worth: formatMoney(customerPoints * loyaltyPointValueCents),
                  pointValue: formatMoney(loyaltyPointValueCents),
                }}
              />
            </p>
            {amountField}
          </>
        )}
      </TabsContent>
      <TabsContent value="store_credit" className="py-3">
        <StoreCreditTender
          creditCents={customerStoreCreditCents ?? 0}
          spendableCents={split.spendableCents ?? 0}
          amountField={amountField}
        />
      </TabsContent>
      <TabsContent value="account" className="py-3">
        <AccountTender
          availableCents={customerAccountAvailableCents ?? 0}
          spendableCents={split.spendableCents ?? 0}
          amountField={amountField}
        />
      </TabsContent>
    </Tabs>
  );
}
