import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Quote } from '@tillwise/core/quote/quote-schemas';
import { cart } from '@/features/cart/hooks/cart-store';
import { getCustomerQueryOptions } from '@/features/customer/api/get-customer';
import { toast } from '@/lib/toast';

/** What the Quotes screen hands the till when it sells a quote: the quote as it showed it. */
export interface QuoteToSell {
  sellQuote: Quote;
}

/**
 * A quote sent from the Quotes screen (in the navigation's state) comes into the cart as a new sale, with its
 * customer as the till attaches one (their points and group); a cart with a sale in it is kept and the till says so.
 */
export function useQuoteArrival() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const quote = (location.state as QuoteToSell | null)?.sellQuote ?? null;
  useEffect(() => {
    if (!quote) return;
    // Taken once: a reload or Back does not bring it in again.
    void navigate(location.pathname, { replace: true, state: null });
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
  }, [quote, location.pathname, navigate, queryClient]);
}
