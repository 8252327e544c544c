import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { Override, OverrideRequest } from '@tillwise/core/staff/override-schemas';
import { cart, quotedPricesAwaitingApproval } from '@/features/cart/hooks/cart-store';
import type { CartState } from '@/features/cart/hooks/cart-store';
import { formatMoney } from '@/lib/money';

interface QuotePriceApprovalsProps {
  state: CartState;
  /** Opens the Manager approval dialog; resolves with the approval, or null if cancelled. */
  request: (request: OverrideRequest, summary?: string) => Promise<Override | null>;
  onDone: () => void;
}

/**
 * An expired quote sold by someone who may not change prices: a manager approves, line by line, each quoted price
 * that is no longer today's; the quote stays in the cart. Cancelling stops at that line.
 */
export function QuotePriceApprovals({ state, request, onDone }: QuotePriceApprovalsProps) {
  const intl = useIntl();
  useEffect(() => {
    let stopped = false;
    void (async () => {
      for (const line of quotedPricesAwaitingApproval(state)) {
        const fromCents = line.priceOverride!.catalogPriceCents;
        const override = await request(
          { action: 'price_change', details: { productId: line.productId, fromCents, toCents: line.unitPriceCents } },
          intl.formatMessage(
            { id: 'pos.quote.priceApproval', defaultMessage: 'Quoted price of {name}: {today} today → {quoted}' },
            { name: line.name, today: formatMoney(fromCents), quoted: formatMoney(line.unitPriceCents) },
          ),
        );
        if (stopped || !override) break;
        cart.approveQuotedPrice(line.productId, override.id);
      }
      if (!stopped) onDone();
    })();
    return () => {
      stopped = true;
    };
    // Asked once, for the lines awaiting approval when it opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
