import { z } from 'zod';
import { idParamsSchema } from '../http/api-error';

const tillName = z.string().trim().min(1, 'Enter a name for the till').max(40, 'Keep the name under 40 characters');

/** A till: a named device of the store that sales, refunds and cash movements are recorded on. */
export const tillSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The store the till stands in. */
  storeId: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** The shift open (or being counted) on this till, if any. */
  activeShift: z
    .object({ id: z.string(), status: z.enum(['open', 'counted']), openedAt: z.string(), openedBy: z.string() })
    .nullable(),
});
export type Till = z.infer<typeof tillSchema>;

export const createTillInputSchema = z.strictObject({ name: tillName });
export type CreateTillInput = z.infer<typeof createTillInputSchema>;

export const updateTillInputSchema = z
  .strictObject({ name: tillName.optional(), isActive: z.boolean().optional() })
  .refine((input) => input.name !== undefined || input.isActive !== undefined, {
    message: 'Change the name or whether the till is in use',
  });
export type UpdateTillInput = z.infer<typeof updateTillInputSchema>;

export const tillIdParamsSchema = idParamsSchema;
