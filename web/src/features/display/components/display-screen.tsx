import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import type { DisplayState } from '@tillwise/core/display/display-schemas';
import { DisplayAmount, DisplayCart } from './display-cart';
import { formatMoney } from '@/lib/money';

const labels = defineMessages({
  welcome: { id: 'display.welcome', defaultMessage: 'Welcome' },
  payment: { id: 'display.payment', defaultMessage: 'Payment' },
  change: { id: 'display.change', defaultMessage: 'Change' },
  amountDue: { id: 'display.amountDue', defaultMessage: 'Amount due' },
  total: { id: 'display.total', defaultMessage: 'Total' },
  paid: { id: 'display.paid', defaultMessage: 'Paid' },
  thankYou: { id: 'display.thankYou', defaultMessage: 'Thank you' },
});

/** A full screen with its content in the middle, big enough to read from a step or two away. */
function CentredScreen({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section aria-label={label} className="flex min-h-svh flex-col items-center justify-center gap-6 p-6 text-center">
      {children}
    </section>
  );
}

/** One amount the customer must see at a glance: "Amount due", "Change". */
function HeadlineAmount({ label, cents }: { label: string; cents: number }) {
  return (
    <div>
      <p className="text-2xl text-muted-foreground md:text-4xl">{label}</p>
      <p className="text-5xl font-bold tabular-nums sm:text-6xl md:text-8xl">{formatMoney(cents)}</p>
    </div>
  );
}

/**
 * What the customer display shows in each phase of the sale: a welcome (also before the till has said anything),
 * the cart, the payment with what is left to pay and the change, then thanks with the receipt number.
 */
export function DisplayScreen({ state }: { state: DisplayState | null }) {
  const intl = useIntl();
  const t = (label: keyof typeof labels) => intl.formatMessage(labels[label]);
  if (!state || state.phase === 'idle') {
    return (
      <CentredScreen label={t('welcome')}>
        <h1 className="text-5xl font-bold sm:text-6xl md:text-8xl">{t('welcome')}</h1>
        {state?.storeName && <p className="text-3xl text-muted-foreground md:text-5xl">{state.storeName}</p>}
      </CentredScreen>
    );
  }
  if (state.phase === 'cart') return <DisplayCart state={state} />;
  if (state.phase === 'payment') {
    const paidInFull = state.amountDueCents === 0;
    return (
      <CentredScreen label={t('payment')}>
        {paidInFull && state.changeCents > 0 ? (
          <HeadlineAmount label={t('change')} cents={state.changeCents} />
        ) : (
          <HeadlineAmount label={t('amountDue')} cents={state.amountDueCents} />
        )}
        <dl className="w-full max-w-md space-y-2">
          <DisplayAmount label={t('total')} cents={state.totalCents} />
          {state.paidCents > 0 && <DisplayAmount label={t('paid')} cents={state.paidCents} />}
          {paidInFull && state.changeCents > 0 && <DisplayAmount label={t('amountDue')} cents={0} />}
        </dl>
      </CentredScreen>
    );
  }
  return (
    <CentredScreen label={t('thankYou')}>
      <h1 className="text-5xl font-bold text-primary sm:text-6xl md:text-8xl">
        <FormattedMessage id="display.thankYouHeading" defaultMessage="Thank you!" />
      </h1>
      {state.changeCents > 0 && <HeadlineAmount label={t('change')} cents={state.changeCents} />}
      <dl className="w-full max-w-md space-y-2">
        <DisplayAmount label={t('total')} cents={state.totalCents} />
      </dl>
      <p className="text-2xl text-muted-foreground md:text-3xl">
        <FormattedMessage
          id="display.receipt"
          defaultMessage="Receipt {number}"
          values={{ number: state.receiptNumber }}
        />
      </p>
    </CentredScreen>
  );
}
