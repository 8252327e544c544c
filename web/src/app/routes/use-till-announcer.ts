import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CartTotals } from '@tillwise/core/sale/cart-totals';
import type { TillCartLine } from '@/features/cart/hooks/cart-store';
import { cartAnnouncement } from './till-announcements';

/**
 * What the till's live region says: each change to the cart's lines as it happens, or what the screen announces
 * itself (a sale's result, a cleared cart). The newest wins.
 */
export function useTillAnnouncer(lines: readonly TillCartLine[], totals: CartTotals) {
  const intl = useIntl();
  const [message, announce] = useState('');
  const signature = lines.map((line) => `${line.productId}:${line.quantity}`).join();
  const [seen, setSeen] = useState({ signature, lines });
  if (seen.signature !== signature) {
    setSeen({ signature, lines });
    const change = cartAnnouncement(intl, seen.lines, lines, totals.itemCount, totals.totalCents);
    if (change) announce(change);
  }
  return { message, announce };
}
