import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { AccountPaymentInput, TradeAccount } from '@tillwise/core/account/account-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

type Variables = AccountPaymentInput & { customerId: string };

export const recordAccountPayment = ({ customerId, ...input }: Variables) =>
  api.post<TradeAccount>(`/customers/${encodeURIComponent(customerId)}/account/payments`, { body: input });

/** Records what a customer pays on account; the customer and their statements refresh before onSuccess. */
export function useRecordAccountPayment(options: UseMutationOptions<TradeAccount, ApiRequestError, Variables> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: recordAccountPayment,
    onSuccess: (account, variables, ...args) => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.detail(variables.customerId) });
      return onSuccess?.(account, variables, ...args);
    },
  });
}
