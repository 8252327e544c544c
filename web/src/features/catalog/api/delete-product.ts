import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export const deleteProduct = (id: string) => api.delete<null>(`/products/${id}`);

/**
 * Deletes a product that was never sold (a sold one is refused: archive it instead); the lists and the categories'
 * counts refresh before the caller's onSuccess.
 */
export function useDeleteProduct(options: UseMutationOptions<null, ApiRequestError, string> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: deleteProduct,
    onSuccess: (answer, id, ...args) => {
      void queryClient.invalidateQueries({ queryKey: catalogKeys.lists() });
      queryClient.removeQueries({ queryKey: catalogKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.categorySummaries() });
      return onSuccess?.(answer, id, ...args);
    },
  });
}
