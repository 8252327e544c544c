import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quote } from '@tillwise/core/quote/quote-schemas';
import { api } from '@/lib/api-client';
import { quoteKeys } from './quote-keys';

export const cancelQuote = (id: string) => api.post<Quote>(`/quotes/${encodeURIComponent(id)}/cancel`, {});

/** Cancels a quote that will not be sold. */
export function useCancelQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelQuote,
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteKeys.detail(quote.id), quote);
      void queryClient.invalidateQueries({ queryKey: quoteKeys.lists() });
    },
  });
}
