import { z } from 'zod';

/**
 * The till's "E-mail receipt": to the typed address, or to the sale's customer when none is typed. Its own file, for
 * the till's lazily loaded form.
 */
export const emailReceiptInputSchema = z.object({
  to: z
    .union([z.literal(''), z.email('Enter a valid e-mail address').max(254, 'Enter a valid e-mail address')])
    .optional(),
});
export type EmailReceiptInput = z.infer<typeof emailReceiptInputSchema>;
