import { z } from 'zod';

/** The business types the settings screen offers, in the spec's order. */
export const businessTypes = [
  'garden_centre',
  'farm_shop',
  'pharmacy',
  'health_food',
  'cafe',
  'restaurant',
  'hardware',
  'mobility',
  'deli',
  'charity',
] as const;

export const storeSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(businessTypes),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** Default tax rate for new products, in percent. */
  taxRate: z.number().min(0).max(100),
  taxName: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

/** The default tax rate of a new store, in percent. */
export const defaultTaxRate = 8.25;
