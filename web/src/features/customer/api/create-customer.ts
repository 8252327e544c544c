import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { CreateCustomerInput, Customer } from '@tillwise/core/customer/customer-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

export const createCustomer = (input: CreateCustomerInput) => api.post<Customer>('/customers', { body: input });

/** Adds a customer; lists and the summary refresh before the caller's onSuccess runs. */
export function useCreateCustomer(options: UseMutationOptions<Customer, ApiRequestError, CreateCustomerInput> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: createCustomer,
    onSuccess: (customer, ...args) => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      return onSuccess?.(customer, ...args);
    },
  });
}
