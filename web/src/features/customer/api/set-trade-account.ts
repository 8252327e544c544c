import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { SetTradeAccountInput, TradeAccount } from '@tillwise/core/account/account-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

type Variables = SetTradeAccountInput & { customerId: string };

export const setTradeAccount = ({ customerId, ...input }: Variables) =>
  api.put<TradeAccount>(`/customers/${encodeURIComponent(customerId)}/account`, { body: input });

/** A manager opens or changes a trade account; the customer and their statements refresh before onSuccess. */
export function useSetTradeAccount(options: UseMutationOptions<TradeAccount, ApiRequestError, Variables> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: setTradeAccount,
    onSuccess: (account, variables, ...args) => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.detail(variables.customerId) });
      return onSuccess?.(account, variables, ...args);
    },
  });
}
