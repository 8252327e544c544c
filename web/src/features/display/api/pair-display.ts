import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { DisplayPairing, PairDisplayInput } from '@tillwise/core/display/display-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';

export const pairDisplay = (input: PairDisplayInput) => api.post<DisplayPairing>('/displays/pair', { body: input });

/** Asks for a code to pair a customer display with the till; a new code replaces the till's last one. */
export function usePairDisplay(options: UseMutationOptions<DisplayPairing, ApiRequestError, PairDisplayInput> = {}) {
  return useMutation({ ...options, mutationFn: pairDisplay });
}
