import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { Supplier, SupplierInput } from '@tillwise/core/purchasing/supplier-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { supplierKeys } from './supplier-keys';

export interface SaveSupplierVariables {
  /** Absent for a new supplier. */
  id?: string;
  input: SupplierInput;
}

export const saveSupplier = ({ id, input }: SaveSupplierVariables) =>
  id ? api.put<Supplier>(`/suppliers/${id}`, { body: input }) : api.post<Supplier>('/suppliers', { body: input });

/** Adds or edits a supplier; the list refreshes before the caller's onSuccess. */
export function useSaveSupplier(options: UseMutationOptions<Supplier, ApiRequestError, SaveSupplierVariables> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: saveSupplier,
    onSuccess: (supplier, ...args) => {
      void queryClient.invalidateQueries({ queryKey: supplierKeys.all });
      return onSuccess?.(supplier, ...args);
    },
  });
}
