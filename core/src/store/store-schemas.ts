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

/** The store as Settings → General shows it. */
export const storeSchema = z.object({
  name: z.string(),
  type: z.enum(businessTypes),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** Default tax rate for new products, in percent. */
  taxRate: z.number().min(0).max(100),
  taxName: z.string(),
  /** The IANA time zone that decides which business day a sale counts on. */
  timeZone: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

/** The default tax rate of a new store, in percent. */
export const defaultTaxRate = 8.25;
