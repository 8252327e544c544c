import { lazy, Suspense, useState } from 'react';
import { newId } from '@/lib/new-id';
import type { CartState } from '@/features/cart/hooks/cart-store';
import type { Keeping } from './keep-cart-dialog';

const KeepCartDialog = lazy(() => import('./keep-cart-dialog').then((m) => ({ default: m.KeepCartDialog })));

/**
 * Save as quote and Put on layaway: each asks its terms in a dialog loaded when first asked for (the till's first
 * load carries neither). The ids are made once per asking, so one sent again after a lost answer is the same.
 */
export function useKeepCart(state: CartState, totalCents: number, depositPercent: number) {
  const [keeping, setKeeping] = useState<Keeping | null>(null);
  const ask = (as: Keeping['as']) => (tillId: string) => setKeeping({ as, tillId, id: newId(), depositId: newId() });
  const dialog = keeping && (
    <Suspense fallback={null}>
      <KeepCartDialog
        keeping={keeping}
        state={state}
        totalCents={totalCents}
        depositPercent={depositPercent}
        onClose={() => setKeeping(null)}
      />
    </Suspense>
  );
  return { saveAsQuote: ask('quote'), putOnLayaway: ask('layaway'), dialog };
}
