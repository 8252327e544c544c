import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import { categorySchema } from './catalog-schemas';
import { categoryMessages } from './catalog-messages';

/** A category's name as people type it: trimmed, 1 to 60 characters. */
export const categoryNameSchema = z
  .string(refusal(categoryMessages.enterName))
  .trim()
  .min(1, refusal(categoryMessages.enterName))
  .max(60, refusal(categoryMessages.nameTooLong, { max: 60 }));

/** What the API takes to add a category; it starts active, after the others. */
export const createCategoryInputSchema = z.object({ name: categoryNameSchema });
export type CreateCategoryInput = z.output<typeof createCategoryInputSchema>;
export type CategoryFormValues = z.input<typeof createCategoryInputSchema>;

/** What the API takes to rename a category or to deactivate (or reactivate) it. */
export const updateCategoryInputSchema = z.object({ name: categoryNameSchema, isActive: z.boolean() });
export type UpdateCategoryInput = z.output<typeof updateCategoryInputSchema>;

/** The categories' new order: every category's id once, first to last. */
export const categoryOrderInputSchema = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1, refusal(categoryMessages.listInOrder)).max(10_000),
});
export type CategoryOrderInput = z.output<typeof categoryOrderInputSchema>;

/** A category as the Categories screen lists it: with how many products it holds (variants count with theirs). */
export const categorySummarySchema = categorySchema.extend({ productCount: z.number().int() });
export type CategorySummary = z.infer<typeof categorySummarySchema>;
