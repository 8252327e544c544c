import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { Product, UpdateProductInput } from '@tillwise/core/catalog/catalog-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export type UpdateProductVariables = { id: string; input: UpdateProductInput };

export const updateProduct = ({ id, input }: UpdateProductVariables) =>
  api.put<Product>(`/products/${id}`, { body: input });

/** Edits a product's details (never its stock); lists and the product refresh before the caller's onSuccess. */
export function useUpdateProduct(options: UseMutationOptions<Product, ApiRequestError, UpdateProductVariables> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: updateProduct,
    onSuccess: (product, ...args) => {
      void queryClient.invalidateQueries({ queryKey: catalogKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.detail(product.id) });
      return onSuccess?.(product, ...args);
    },
  });
}
