import type { CartState } from '@/features/cart/hooks/cart-store';
import { PutOnLayaway } from './put-on-layaway';
import { SaveAsQuote } from './save-as-quote';

/** The cart being kept for its customer on this till, with the ids it is sent under. */
export interface Keeping {
  as: 'quote' | 'layaway';
  tillId: string;
  id: string;
  depositId: string;
}

interface KeepCartDialogProps {
  keeping: Keeping;
  state: CartState;
  totalCents: number;
  depositPercent: number;
  onClose: () => void;
}

/** Save as quote or Put on layaway, as asked: loaded together, when first asked for. */
export function KeepCartDialog({ keeping, state, totalCents, depositPercent, onClose }: KeepCartDialogProps) {
  return keeping.as === 'quote' ? (
    <SaveAsQuote asking={keeping} state={state} totalCents={totalCents} onClose={onClose} />
  ) : (
    <PutOnLayaway
      asking={keeping}
      state={state}
      totalCents={totalCents}
      depositPercent={depositPercent}
      onClose={onClose}
    />
  );
}
