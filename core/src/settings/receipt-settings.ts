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
