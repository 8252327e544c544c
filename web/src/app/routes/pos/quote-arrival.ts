import type { QueryClient } from '@tanstack/react-query';
import type { IntlShape } from 'react-intl';
import type { Quote } from '@tillwise/core/quote/quote-schemas';
import { cart } from '@/features/cart/hooks/cart-store';
import { getCustomerQueryOptions } from '@/features/customer/api/get-customer';
import { toast } from '@/lib/toast';

/**
 * Brings a quote into the cart as a new sale, with its customer as the till attaches one (their points and group);
 * a cart with a sale in it is kept and the till says so.
 */
export function bringQuoteIn(intl: IntlShape, quote: Quote, queryClient: QueryClient) {
  if (cart.getSnapshot().lines.length > 0) {
    toast.error(
      intl.formatMessage(
        { id: 'pos.quote.notInCart', defaultMessage: 'Quote {number} is not in the cart' },
        { number: quote.number },
      ),
      {
        description: intl.formatMessage({
          id: 'pos.quote.cartBusy',
          defaultMessage: 'The till had a sale in its cart: finish, park or clear it, then sell the quote.',
        }),
      },
    );
    return;
  }
  queryClient.fetchQuery(getCustomerQueryOptions(quote.customer.id)).then(
    (customer) =>
      cart.sellQuote(quote, {
        id: customer.id,
        name: customer.name,
        loyaltyPoints: customer.loyaltyPoints,
        groupId: customer.groupId ?? null,
      }),
    (error: Error) =>
      toast.error(
        intl.formatMessage(
          { id: 'pos.quote.notOpened', defaultMessage: 'Quote {number} could not be opened' },
          { number: quote.number },
        ),
        { description: error.message },
      ),
  );
}
