import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../http/api-error';

export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  loyaltyPoints: z.number().int(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerListQuerySchema = pageQuerySchema.extend({
  /** Name, email or phone, case-insensitive substring. */
  q: z.string().trim().max(100).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerPageSchema = pageOf(customerSchema);
export type CustomerPage = z.infer<typeof customerPageSchema>;
