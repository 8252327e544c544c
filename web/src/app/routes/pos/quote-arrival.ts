import type { QueryClient } from '@tanstack/react-query';
import type { Quote } from '@tillwise/core/quote/quote-schemas';
import { cart } from '@/features/cart/hooks/cart-store';
import { getCustomerQueryOptions } from '@/features/customer/api/get-customer';
import { toast } from '@/lib/toast';

/**
 * Brings a quote into the cart as a new sale, with its customer as the till attaches one (their points and group);
 * a cart with a sale in it is kept and the till says so.
 */
export function bringQuoteIn(quote: Quote, queryClient: QueryClient) {
  if (cart.getSnapshot().lines.length > 0) {
    toast.error(`Quote ${quote.number} is not in the cart`, {
      description: 'The till had a sale in its cart: finish, park or clear it, then sell the quote.',
    });
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
    (error: Error) => toast.error(`Quote ${quote.number} could not be opened`, { description: error.message }),
  );
}
