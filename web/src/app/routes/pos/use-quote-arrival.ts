import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Quote } from '@tillwise/core/quote/quote-schemas';

/** What the Quotes screen hands the till when it sells a quote: the quote as it showed it. */
export interface QuoteToSell {
  sellQuote: Quote;
}

/**
 * A quote sent from the Quotes screen (in the navigation's state) comes into the cart (quote-arrival.ts, loaded
 * only then).
 */
export function useQuoteArrival() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const quote = (location.state as QuoteToSell | null)?.sellQuote ?? null;
  useEffect(() => {
    if (!quote) return;
    // Taken once: a reload or Back does not bring it in again.
    void navigate(location.pathname, { replace: true, state: null });
    void import('./quote-arrival').then(({ bringQuoteIn }) => bringQuoteIn(intl, quote, queryClient));
  }, [intl, quote, location.pathname, navigate, queryClient]);
}
