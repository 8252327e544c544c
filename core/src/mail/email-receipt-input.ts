import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import { mailMessages } from './mail-messages';

/**
 * The till's "E-mail receipt": to the typed address, or to the sale's customer when none is typed. Its own file, for
 * the till's lazily loaded form.
 */
export const emailReceiptInputSchema = z.object({
  to: z
    .union([
      z.literal(''),
      z.email(refusal(mailMessages.enterValidAddress)).max(254, refusal(mailMessages.enterValidAddress)),
    ])
    .optional(),
});
export type EmailReceiptInput = z.infer<typeof emailReceiptInputSchema>;
