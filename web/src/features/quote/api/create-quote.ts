import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { CreateQuoteInput, Quote } from '@tillwise/core/quote/quote-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { quoteKeys } from './quote-keys';

export const createQuote = (input: CreateQuoteInput) => api.post<Quote>('/quotes', { body: input });

/** Saves the till's cart as a quote for its customer. */
export function useCreateQuote(options: UseMutationOptions<Quote, ApiRequestError, CreateQuoteInput> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: createQuote,
    onSuccess: (quote, ...args) => {
      void queryClient.invalidateQueries({ queryKey: quoteKeys.lists() });
      return onSuccess?.(quote, ...args);
    },
  });
}
