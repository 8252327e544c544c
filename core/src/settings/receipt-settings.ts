import { z } from 'zod';

export const receiptSettingsSchema = z.object({
  logo: z.string().nullable(),
  businessName: z.string(),
  showPhone: z.boolean(),
  phone: z.string(),
  showEmail: z.boolean(),
  email: z.string(),
  showAddress: z.boolean(),
  address: z.string(),
  headerMessage: z.string(),
  footerMessage: z.string(),
  showBarcode: z.boolean(),
  returnPolicy: z.string(),
});
export type ReceiptSettings = z.infer<typeof receiptSettingsSchema>;

/** A logo is an image read as a data URL; the hint says 500 KB, the limit allows a little over it. */
const maxLogoLength = 800_000;

/** What the Receipts tab saves: phone, email and address are kept even while their toggles are off. */
export const receiptSettingsInputSchema = z.object({
  logo: z
    .string()
    .max(maxLogoLength, 'The logo is too large; use an image of about 500 KB or less')
    .regex(/^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,/, 'The logo must be an image')
    .nullable(),
  businessName: z.string().trim().min(1, 'Enter the business name').max(120),
  showPhone: z.boolean(),
  phone: z.string().trim().max(40),
  showEmail: z.boolean(),
  email: z.union([z.literal(''), z.email('Enter a valid email address')]),
  showAddress: z.boolean(),
  address: z.string().trim().max(200),
  headerMessage: z.string().trim().max(200),
  footerMessage: z.string().trim().max(200),
  showBarcode: z.boolean(),
  returnPolicy: z.string().trim().max(300),
});
export type ReceiptSettingsInput = z.infer<typeof receiptSettingsInputSchema>;
