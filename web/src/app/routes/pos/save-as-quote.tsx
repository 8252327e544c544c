import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { cart, cartSaleInput } from '@/features/cart/hooks/cart-store';
import type { CartState } from '@/features/cart/hooks/cart-store';
import { useCreateQuote } from '@/features/quote/api/create-quote';
import { SaveQuoteDialog } from '@/features/quote/components/save-quote-dialog';
import type { QuoteTerms } from '@/features/quote/components/save-quote-dialog';
import { formatMoney } from '@/lib/money';

interface SaveAsQuoteProps {
  asking: { tillId: string; id: string };
  state: CartState;
  totalCents: number;
  onClose: () => void;
}

/**
 * Save as quote, loaded when asked for (the till's first load carries none of it): the dialog, then the cart kept
 * on the server as a quote for its customer and a new sale started.
 */
export function SaveAsQuote({ asking, state, totalCents, onClose }: SaveAsQuoteProps) {
  const intl = useIntl();
  const create = useCreateQuote();
  const save = ({ validUntil, note }: QuoteTerms) => {
    if (!state.customer) return;
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
          onClose();
          cart.startNew();
          toast.success(
            intl.formatMessage(
              { id: 'pos.quote.saved', defaultMessage: 'Quote {number} saved' },
              { number: quote.number },
            ),
            {
              description: intl.formatMessage(
                { id: 'pos.quote.terms', defaultMessage: '{total} for {customer}, valid until {date}.' },
                { total: formatMoney(quote.totalCents), customer: quote.customer.name, date: quote.validUntil },
              ),
            },
          );
        },
      },
    );
  };
  return (
    <SaveQuoteDialog
      customerName={state.customer?.name ?? null}
      totalCents={totalCents}
      saving={create.isPending}
      error={create.error}
      onSave={save}
      onClose={onClose}
    />
  );
}
