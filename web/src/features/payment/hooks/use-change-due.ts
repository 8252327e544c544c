import { useCallback, useState } from 'react';
import type { Sale } from '@tillwise/core/sale/sale-schemas';

export type CashSale = Pick<Sale, 'number' | 'changeCents' | 'payments'>;

/**
 * The change of the last cash sale, kept until the next item goes into the cart or the cashier dismisses it: the
 * toast that said it went before the drawer was counted out.
 */
export function useChangeDue(cartLineCount: number) {
  const [sale, setSale] = useState<CashSale | null>(null);
  // Put away as the next item goes in: the cart grew (adjusted while rendering, as React advises, not in an effect;
  // the sold cart empties around the moment the change is shown, in either order).
  const [lineCount, setLineCount] = useState(cartLineCount);
  if (lineCount !== cartLineCount) {
    setLineCount(cartLineCount);
    if (cartLineCount > lineCount) setSale(null);
  }
  const show = useCallback((next: CashSale) => setSale(next.changeCents > 0 ? next : null), []);
  const dismiss = useCallback(() => setSale(null), []);
  return { sale, show, dismiss };
}
