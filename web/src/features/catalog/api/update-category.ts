import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { Category } from '@tillwise/core/catalog/catalog-schemas';
import type { UpdateCategoryInput } from '@tillwise/core/catalog/category-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export type UpdateCategoryVariables = { id: string; input: UpdateCategoryInput };

export const updateCategory = ({ id, input }: UpdateCategoryVariables) =>
  api.put<Category>(`/categories/${id}`, { body: input });

/** Renames a category, or deactivates or reactivates it; the categories refresh before the caller's onSuccess. */
export function useUpdateCategory(
  options: UseMutationOptions<Category, ApiRequestError, UpdateCategoryVariables> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: updateCategory,
    onSuccess: (category, ...args) => {
      void queryClient.invalidateQueries({ queryKey: catalogKeys.categories() });
      return onSuccess?.(category, ...args);
    },
  });
}
