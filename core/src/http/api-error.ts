import { z } from 'zod';

/** The body of every error answer from the API. */
export const apiErrorSchema = z.object({
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Paging parameters shared by every list endpoint. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

/**
 * Text typed into a search box: trimmed and at most `max` characters. A NUL cannot be typed and SQLite's
 * full-text index cannot read one (it fails the whole query), so it is refused here.
 */
export const searchTextSchema = (max = 100) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\0]*$/, 'Search text cannot contain a NUL character');

/** A page of results with the total count of matches. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** The `:id` of a resource in a URL. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });
