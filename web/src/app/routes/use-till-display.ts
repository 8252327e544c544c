import { useCallback, useEffect, useState } from 'react';
import { displayStateForPayment, displayStateFromCart } from '@tillwise/core/display/display-state';
import type { DisplayFormat, DisplayState } from '@tillwise/core/display/display-schemas';
import type { CartTotals } from '@tillwise/core/sale/cart-totals';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import type { CartState } from '@/features/cart/hooks/cart-store';
import { useDisplayPublisher } from '@/features/display/hooks/use-display-publisher';

/** How long the thank-you stays on the customer display before it greets the next customer. */
const thanksMs = 10_000;

/**
 * What the till's customer display shows: the store's name while the cart is empty, the cart as it is rung up,
 * what is left to pay while payment is taken, then a thank-you with the receipt number and the change.
 */
export function useTillDisplay(
  tillId: string | null,
  state: CartState,
  totals: CartTotals,
  options: { storeName: string; pricesIncludeTax?: boolean; format?: DisplayFormat },
) {
  const [phase, setPhase] = useState<DisplayState | null>(null);
  const giftCardsCents = state.giftCards.reduce((sum, card) => sum + card.amountCents, 0);
  const dueCents = totals.totalCents + giftCardsCents;
  const empty = state.lines.length === 0 && state.giftCards.length === 0;
  // The thank-you gives way to the next customer's first item.
  const current = phase?.phase === 'thanks' && !empty ? null : phase;
  const shown: DisplayState =
    current ??
    (empty
      ? { phase: 'idle', storeName: options.storeName }
      : displayStateFromCart({
          lines: state.lines,
          totals,
          giftCards: state.giftCards,
          pricesIncludeTax: options.pricesIncludeTax,
        }));
  useDisplayPublisher(tillId, options.format ? { ...shown, format: options.format } : shown);

  // …or to the store's name after a while.
  useEffect(() => {
    if (phase?.phase !== 'thanks') return;
    const timer = window.setTimeout(() => setPhase(null), thanksMs);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const paying = useCallback((paidCents: number) => setPhase(displayStateForPayment(dueCents, paidCents)), [dueCents]);
  const thanks = useCallback(
    (sale: Pick<Sale, 'number' | 'totalCents' | 'changeCents' | 'giftCardsCents'>) =>
      setPhase({
        phase: 'thanks',
        receiptNumber: sale.number,
        totalCents: sale.totalCents + sale.giftCardsCents,
        changeCents: Math.max(0, sale.changeCents),
      }),
    [],
  );
  const back = useCallback(() => setPhase(null), []);
  return { paying, thanks, back };
}
