import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ProductVariants, ProductVariantsFormValues } from '@tillwise/core/catalog/variant-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export interface SaveVariantsVariables {
  productId: string;
  input: ProductVariantsFormValues;
}

export const saveVariants = ({ productId, input }: SaveVariantsVariables) =>
  api.put<ProductVariants>(`/products/${productId}/variants`, { body: input });

/** Saves a product's options and variants; the catalogue refreshes before the caller's onSuccess. */
export function useSaveVariants(
  options: UseMutationOptions<ProductVariants, ApiRequestError, SaveVariantsVariables> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: saveVariants,
    onSuccess: (result, ...args) => {
      void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
      return onSuccess?.(result, ...args);
    },
  });
}
