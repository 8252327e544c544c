import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { createCustomerInputSchema } from '@tillwise/core/customer/customer-schemas';
import type { CreateCustomerBody, CreateCustomerInput, Customer } from '@tillwise/core/customer/customer-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { postOrKeep } from '@/lib/keep-for-later';
import { newId } from '@/lib/new-id';
import { customerKeys } from './customer-keys';

export const createCustomer = (input: CreateCustomerInput) => api.post<Customer>('/customers', { body: input });

/**
 * Adds a customer at the till under an id made here. While the server cannot be reached the till's outbox keeps
 * them, ahead of the sale that names them, and the till attaches them as it knows them; sent again, the id makes
 * them one customer.
 */
export async function createCustomerOrKeep(input: CreateCustomerInput): Promise<Customer> {
  const fields = createCustomerInputSchema.parse(input);
  const id = newId();
  const body: CreateCustomerBody = { ...input, id };
  const created = await postOrKeep<Customer>({
    id,
    kind: 'customer',
    path: '/customers',
    body,
    label: `New customer ${fields.name}`,
    amountCents: null,
  });
  return (
    created ?? {
      id,
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      address: fields.address ?? null,
      notes: fields.notes ?? null,
      loyaltyPoints: 0,
      createdAt: new Date().toISOString(),
      groupId: fields.groupId ?? null,
    }
  );
}

/** Adds a customer; lists and the summary refresh before the caller's onSuccess runs. */
export function useCreateCustomer(
  options: UseMutationOptions<Customer, ApiRequestError, CreateCustomerInput> = {},
  create: (input: CreateCustomerInput) => Promise<Customer> = createCustomer,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: create,
    onSuccess: (customer, ...args) => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      return onSuccess?.(customer, ...args);
    },
  });
}
