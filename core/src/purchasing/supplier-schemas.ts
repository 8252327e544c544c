import { z } from 'zod';

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).default('');

/** A supplier the store buys from. Products name theirs in their supplier field, matched by name. */
export const supplierInputSchema = z.object({
  name: z.string().trim().min(1, 'Enter the supplier’s name').max(120, 'Keep the name under 120 characters'),
  contactName: optionalText(120, 'Keep the contact under 120 characters'),
  email: z
    .string()
    .trim()
    .max(200)
    .refine(
      (text) => text === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text),
      'Enter an email such as orders@example.com',
    )
    .default(''),
  phone: optionalText(40, 'Keep the phone under 40 characters'),
  address: optionalText(300, 'Keep the address under 300 characters'),
  /** Days from order to delivery, as the supplier usually manages. */
  leadTimeDays: z.coerce
    .number({ error: 'Enter a number of days' })
    .int('Use whole days')
    .min(0, 'Use 0 or more')
    .max(365, 'At most 365 days')
    .default(7),
  notes: optionalText(1000, 'Keep the notes under 1,000 characters'),
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
