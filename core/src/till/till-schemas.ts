import { z } from 'zod';
import { idParamsSchema } from '../http/api-error';
import { refusal } from '../i18n/core-message';
import { tillMessages } from './till-messages';

const tillName = z
  .string()
  .trim()
  .min(1, refusal(tillMessages.enterTillName))
  .max(40, refusal(tillMessages.nameTooLong, { max: 40 }));

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
  .refine((input) => input.name !== undefined || input.isActive !== undefined, refusal(tillMessages.changeSomething));
export type UpdateTillInput = z.infer<typeof updateTillInputSchema>;

export const tillIdParamsSchema = idParamsSchema;
