import type { ReactNode } from 'react';

import type { DisplayState } from '@tillwise/core/display/display-schemas';
import { DisplayAmount, DisplayCart } from './display-cart';
import { formatMoney } from '@/lib/money';

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
  if (!state || state.phase === 'idle') {
    return (
      <CentredScreen label="Welcome">
        <h1 className="text-5xl font-bold sm:text-6xl md:text-8xl">Welcome</h1>
        {state?.storeName && <p className="text-3xl text-muted-foreground md:text-5xl">{state.storeName}</p>}
      </CentredScreen>
    );
  }
  if (state.phase === 'cart') return <DisplayCart state={state} />;
  if (state.phase === 'payment') {
    const paidInFull = state.amountDueCents === 0;
    return (
      <CentredScreen label="Payment">
        {paidInFull && state.changeCents > 0 ? (
          <HeadlineAmount label="Change" cents={state.changeCents} />
        ) : (
          <HeadlineAmount label="Amount due" cents={state.amountDueCents} />
        )}
        <dl className="w-full max-w-md space-y-2">
          <DisplayAmount label="Total" cents={state.totalCents} />
          {state.paidCents > 0 && <DisplayAmount label="Paid" cents={state.paidCents} />}
          {paidInFull && state.changeCents > 0 && <DisplayAmount label="Amount due" cents={0} />}
        </dl>
      </CentredScreen>
    );
  }
  return (
    <CentredScreen label="Thank you">
      <h1 className="text-5xl font-bold text-primary sm:text-6xl md:text-8xl">Thank you!</h1>
      {state.changeCents > 0 && <HeadlineAmount label="Change" cents={state.changeCents} />}
      <dl className="w-full max-w-md space-y-2">
        <DisplayAmount label="Total" cents={state.totalCents} />
      </dl>
      <p className="text-2xl text-muted-foreground md:text-3xl">Receipt {state.receiptNumber}</p>
    </CentredScreen>
  );
}
