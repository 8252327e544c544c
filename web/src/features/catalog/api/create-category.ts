import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { Category } from '@tillwise/core/catalog/catalog-schemas';
import type { CreateCategoryInput } from '@tillwise/core/catalog/category-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export const createCategory = (input: CreateCategoryInput) => api.post<Category>('/categories', { body: input });

/**
 * Adds a category. It joins the cached list at once (a product form can select it before the list is fetched
 * again), then the lists refresh, before the caller's onSuccess runs.
 */
export function useCreateCategory(options: UseMutationOptions<Category, ApiRequestError, CreateCategoryInput> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: createCategory,
    onSuccess: (category, ...args) => {
      queryClient.setQueryData<Category[]>(catalogKeys.categories(), (list) => list && [...list, category]);
      void queryClient.invalidateQueries({ queryKey: catalogKeys.categories() });
      return onSuccess?.(category, ...args);
    },
  });
}
