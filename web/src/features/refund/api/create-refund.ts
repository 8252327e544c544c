import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { Refund, RefundInput } from '@tillwise/core/refund/refund-schemas';
import { api, isUnreachable } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { connectivity } from '@/lib/connectivity';
import type { HeldSales } from './held-sales';
import { notHeldMessage } from './held-sales';
import { refundKeys } from './refund-keys';

export const createRefund = (input: RefundInput) => api.post<Refund>('/refunds', { body: input });

/**
 * Records the refund on the server; while it cannot be reached, a refund of a sale this till holds is given here
 * and sent later under the same id (so a first attempt the server did record is not recorded twice).
 */
async function createOrHoldRefund(input: RefundInput, held: HeldSales | undefined): Promise<Refund> {
  const hold = async () => {
    const sale = await held?.sale(input.saleId);
    if (!held || !sale) throw new Error(notHeldMessage);
    return held.refund(input, sale);
  };
  if (held && !connectivity.get().online) return hold();
  try {
    const refund = await createRefund(input);
    await held?.refundedOnline(refund, input);
    return refund;
  } catch (error) {
    if (held && isUnreachable(error)) return hold();
    throw error;
  }
}

/** Records a refund; the caller's onSuccess runs after this feature's caches are refreshed. */
export function useCreateRefund(
  options: UseMutationOptions<Refund, ApiRequestError | Error, RefundInput> = {},
  held?: HeldSales,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: (input) => createOrHoldRefund(input, held),
    onSuccess: (refund, ...args) => {
      void queryClient.invalidateQueries({ queryKey: refundKeys.all });
      return onSuccess?.(refund, ...args);
    },
  });
}
