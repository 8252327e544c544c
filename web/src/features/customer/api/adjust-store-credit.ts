import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { AdjustStoreCreditInput, StoreCredit } from '@tillwise/core/customer/store-credit-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { customerKeys } from './customer-keys';
import { storeCreditKey } from './get-store-credit';

type Variables = AdjustStoreCreditInput & { customerId: string };

export const adjustStoreCredit = ({ customerId, ...input }: Variables) =>
  api.post<StoreCredit>(`/customers/${encodeURIComponent(customerId)}/store-credit`, { body: input });

/** A manager adds or takes store credit; the customer and their ledger refresh before the caller's onSuccess. */
export function useAdjustStoreCredit(options: UseMutationOptions<StoreCredit, ApiRequestError, Variables> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: adjustStoreCredit,
    onSuccess: (credit, variables, ...args) => {
      queryClient.setQueryData(storeCreditKey(variables.customerId), credit);
      void queryClient.invalidateQueries({ queryKey: customerKeys.detail(variables.customerId) });
      return onSuccess?.(credit, variables, ...args);
    },
  });
}
