import { z } from 'zod';
import { storeTaxSchema } from '../tax/tax-schemas';
import { localeSchema } from '../settings/locale-schemas';
import { refusal } from '../i18n/core-message';
import { storeMessages } from './store-messages';

/** The business types the settings screen offers: the spec's ten in its order, then 'other' for any other shop. */
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
  'other',
] as const;

/** The store as Settings → General shows it. */
export const storeSchema = z.object({
  name: z.string(),
  type: z.enum(businessTypes),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** What its receipts print unless Settings › Receipts says otherwise. */
  phone: z.string(),
  email: z.string(),
  /** Default tax rate for new products, in percent. */
  taxRate: z.number().min(0).max(100),
  taxName: z.string(),
  /** Shelf prices include tax (UK/EU/AU style) rather than having it added at the till (US style). */
  pricesIncludeTax: z.boolean(),
  /** Taxes beside the main one (a city tax, say), each on some categories or all. */
  additionalTaxes: z.array(storeTaxSchema),
  /** The IANA time zone that decides which business day a sale counts on. */
  timeZone: z.string(),
  /** Its language and formats; its receipts print in it. */
  locale: localeSchema,
  /** The ISO 4217 currency every amount of the store is in. */
  currency: z.string(),
  /** Printed on receipts and VAT invoices; empty for none. */
  vatNumber: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

/** The default tax rate of a new store, in percent. */
export const defaultTaxRate = 8.25;

/** A store of the chain as menus and lists name it. */
export const storeSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Its ISO 4217 currency, where the list says it (a chain may trade in several). */
  currency: z.string().optional(),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

/** A store as Settings › Stores lists it: its details, how many tills and staff it has. */
export const chainStoreSchema = storeSchema.extend({
  id: z.string(),
  tillCount: z.number().int(),
  staffCount: z.number().int(),
  createdAt: z.string(),
});
export type ChainStore = z.infer<typeof chainStoreSchema>;

/** Which store a session works in (the header's store switch). */
export const switchStoreInputSchema = z.strictObject({
  storeId: z.string().trim().min(1, refusal(storeMessages.chooseStore)),
});
export type SwitchStoreInput = z.infer<typeof switchStoreInputSchema>;

/**
 * The store a report covers: one store's id, 'all' for the chain, or 'all:CAD' for the chain's stores in one
 * currency (a chain that trades in several never adds them up; 'all' is then the stores in the session's currency).
 */
export const reportStoreSchema = z.union([z.literal('all'), z.string().trim().min(1).max(100)]);
