import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import type { CoreMessage } from '../i18n/core-message';
import { fieldMessages } from '../i18n/field-messages';
import { supplierMessages } from './purchasing-messages';

const optionalText = (max: number, message: CoreMessage) =>
  z.string().trim().max(max, refusal(message, { max })).default('');

/** A supplier the store buys from. Products name theirs in their supplier field, matched by name. */
export const supplierInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, refusal(supplierMessages.enterName))
    .max(120, refusal(supplierMessages.nameTooLong, { max: 120 })),
  contactName: optionalText(120, supplierMessages.contactTooLong),
  email: z
    .string()
    .trim()
    .max(200)
    .refine(
      (text) => text === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text),
      refusal(supplierMessages.emailExample, { example: 'orders@example.com' }),
    )
    .default(''),
  phone: optionalText(40, supplierMessages.phoneTooLong),
  address: optionalText(300, supplierMessages.addressTooLong),
  /** Days from order to delivery, as the supplier usually manages. */
  leadTimeDays: z.coerce
    .number(refusal(supplierMessages.enterDays))
    .int(refusal(supplierMessages.wholeDays))
    .min(0, refusal(fieldMessages.zeroOrMore))
    .max(365, refusal(supplierMessages.atMostDays, { max: 365 }))
    .default(7),
  notes: optionalText(1000, supplierMessages.notesTooLong),
});
export type SupplierInput = z.output<typeof supplierInputSchema>;
export type SupplierFormValues = z.input<typeof supplierInputSchema>;

export const supplierSchema = supplierInputSchema.extend({
  id: z.string(),
  /** Active products whose supplier field names this supplier. */
  productCount: z.number().int(),
  createdAt: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

/** Supplier names match regardless of case and surrounding spaces, as staff type them. */
export const supplierKey = (name: string) => name.trim().toLowerCase();
