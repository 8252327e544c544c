import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../http/api-error';

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  icon: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  barcode: z.string().nullable(),
  priceCents: z.number().int(),
  costCents: z.number().int().nullable(),
  /** Tax rate in percent, e.g. 20 or 8.25. */
  taxRate: z.number(),
  categoryId: z.string(),
  image: z.string().nullable(),
  stock: z.number().int(),
  reorderLevel: z.number().int().nullable(),
  description: z.string(),
  supplier: z.string(),
  isActive: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  categoryId: z.string().max(64).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productPageSchema = pageOf(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

/** A scanned or typed code: an exact barcode or SKU. */
export const productLookupQuerySchema = z.object({ code: z.string().trim().min(1, 'Enter a code').max(64) });
