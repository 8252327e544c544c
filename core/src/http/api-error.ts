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
 * Text typed into a search box: trimmed and at most `max` characters. (A NUL, which SQLite's full-text index
 * cannot read, never reaches a route: the server refuses it in any request, see server/src/plugins/text-input.ts.)
 */
export const searchTextSchema = (max = 100) => z.string().trim().max(max);

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
