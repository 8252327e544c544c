import { lazy, Suspense, useState } from 'react';
import { formatMoney } from '@tillwise/core/money/money';
import { toast } from '@/lib/toast';
import { newId } from '@/lib/new-id';
import { cart, cartSaleInput } from '@/features/cart/hooks/cart-store';
import type { CartState } from '@/features/cart/hooks/cart-store';
import { useCreateQuote } from '@/features/quote/api/create-quote';
import type { QuoteTerms } from '@/features/quote/components/save-quote-dialog';

const SaveQuoteDialog = lazy(() =>
  import('@/features/quote/components/save-quote-dialog').then((m) => ({ default: m.SaveQuoteDialog })),
);

/**
 * Save as quote: asks until when, then keeps the cart on the server as a quote for its customer and starts a new
 * sale. One id per asking, so a quote sent again after a lost answer is the same quote.
 */
export function useSaveAsQuote(state: CartState, totalCents: number) {
  const create = useCreateQuote();
  // The till the quote is made on while its terms are asked for, and the quote's id; null when not asking.
  const [asking, setAsking] = useState<{ tillId: string; id: string } | null>(null);

  const close = () => {
    setAsking(null);
    create.reset();
  };
  const save = ({ validUntil, note }: QuoteTerms) => {
    if (!asking || !state.customer) return;
    const { lines, overrideId } = cartSaleInput(state);
    create.mutate(
      {
        id: asking.id,
        tillId: asking.tillId,
        customerId: state.customer.id,
        lines,
        ...(overrideId && { overrideId }),
        discount: state.discount,
        validUntil,
        ...(note && { note }),
      },
      {
        onSuccess: (quote) => {
          close();
          cart.startNew();
          toast.success(`Quote ${quote.number} saved`, {
            description: `${formatMoney(quote.totalCents)} for ${quote.customer.name}, valid until ${quote.validUntil}.`,
          });
        },
      },
    );
  };

  const dialog = asking && (
    <Suspense fallback={null}>
      <SaveQuoteDialog
        customerName={state.customer?.name ?? null}
        totalCents={totalCents}
        saving={create.isPending}
        error={create.error}
        onSave={save}
        onClose={close}
      />
    </Suspense>
  );
  return { ask: (tillId: string) => setAsking({ tillId, id: newId() }), dialog };
}
