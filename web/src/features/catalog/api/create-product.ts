import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { CreateProductInput, Product } from '@tillwise/core/catalog/catalog-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export const createProduct = (input: CreateProductInput) => api.post<Product>('/products', { body: input });

/** Adds a product with its opening stock; product lists refresh before the caller's onSuccess runs. */
export function useCreateProduct(options: UseMutationOptions<Product, ApiRequestError, CreateProductInput> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: createProduct,
    onSuccess: (product, ...args) => {
      void queryClient.invalidateQueries({ queryKey: catalogKeys.lists() });
      return onSuccess?.(product, ...args);
    },
  });
}
