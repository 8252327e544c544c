import { z } from 'zod';
import { categorySchema } from './catalog-schemas';

/** A category's name as people type it: trimmed, 1 to 60 characters. */
export const categoryNameSchema = z
  .string({ error: 'Enter the category name' })
  .trim()
  .min(1, 'Enter the category name')
  .max(60, 'Keep the name to 60 characters');

/** What the API takes to add a category; it starts active, after the others. */
export const createCategoryInputSchema = z.object({ name: categoryNameSchema });
export type CreateCategoryInput = z.output<typeof createCategoryInputSchema>;
export type CategoryFormValues = z.input<typeof createCategoryInputSchema>;

/** What the API takes to rename a category or to deactivate (or reactivate) it. */
export const updateCategoryInputSchema = z.object({ name: categoryNameSchema, isActive: z.boolean() });
export type UpdateCategoryInput = z.output<typeof updateCategoryInputSchema>;

/** The categories' new order: every category's id once, first to last. */
export const categoryOrderInputSchema = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1, 'List the categories in their new order').max(10_000),
});
export type CategoryOrderInput = z.output<typeof categoryOrderInputSchema>;

/** A category as the Categories screen lists it: with how many products it holds (variants count with theirs). */
export const categorySummarySchema = categorySchema.extend({ productCount: z.number().int() });
export type CategorySummary = z.infer<typeof categorySummarySchema>;
