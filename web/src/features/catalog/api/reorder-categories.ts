import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { Category } from '@tillwise/core/catalog/catalog-schemas';
import type { CategoryOrderInput } from '@tillwise/core/catalog/category-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export const reorderCategories = (input: CategoryOrderInput) =>
  api.put<Category[]>('/categories/order', { body: input });

/**
 * Puts the categories in a new order. The categories refresh afterwards whether it worked or not: a refusal means
 * the list on screen was out of date.
 */
export function useReorderCategories(
  options: UseMutationOptions<Category[], ApiRequestError, CategoryOrderInput> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, onSettled, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: reorderCategories,
    onSuccess: (categories, ...args) => onSuccess?.(categories, ...args),
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: catalogKeys.categories() });
      return onSettled?.(...args);
    },
  });
}
