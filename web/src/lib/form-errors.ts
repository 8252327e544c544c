import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiRequestError } from './api-client';

/**
 * Puts the server's field refusals (a duplicate SKU, stock that would go below zero) under their fields, as the
 * form's own checks do. `rename` maps API names to form names where they differ (priceCents → price).
 */
export function showServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: T,
  error: ApiRequestError,
  rename: Record<string, string> = {},
) {
  for (const detail of error.details ?? []) {
    const path = rename[detail.path] ?? detail.path;
    if (path in fields) setError(path as Path<T>, { message: detail.message });
  }
}
