import { useCallback, useEffect, useRef } from 'react';
import { cart } from '@/features/cart/hooks/cart-store';
import type { CartState } from '@/features/cart/hooks/cart-store';

/** How long a cleared cart can be brought back. */
export const clearUndoMs = 6_000;

/**
 * Clear Cart with a way back: the cart is emptied at once, and `clear` returns an undo that restores it while
 * nothing has been added since and the moment lasts. The void it logs on the shift waits for the moment to pass
 * (or for the next item, leaving the screen or the page), so a cart brought back is never counted as voided.
 */
export function useClearCart(lineCount: number, logVoid: (cleared: CartState) => void) {
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; log: () => void } | null>(null);
  const logPending = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    waiting.log();
  }, []);

  useEffect(() => {
    window.addEventListener('pagehide', logPending);
    return () => {
      window.removeEventListener('pagehide', logPending);
      logPending();
    };
  }, [logPending]);
  // An item added after a clear starts the next sale: the cleared one is gone for good.
  useEffect(() => {
    if (lineCount > 0) logPending();
  }, [lineCount, logPending]);

  /** Empties the cart; returns its undo (true when the cart came back), or null when there was nothing in it. */
  const clear = () => {
    logPending();
    const cleared = cart.getSnapshot();
    cart.clear();
    if (cleared.lines.length === 0) return null;
    const waiting = { timer: setTimeout(logPending, clearUndoMs), log: () => logVoid(cleared) };
    pending.current = waiting;
    return () => {
      if (pending.current !== waiting) return false;
      clearTimeout(waiting.timer);
      pending.current = null;
      cart.restore(cleared);
      return true;
    };
  };
  return clear;
}
