import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import { fieldMessages } from '../i18n/field-messages';
import { settingsMessages as messages } from './settings-messages';
import { isTimeZone } from '../report/business-date';
import { storeTaxesFormSchema, storeTaxesSchema } from '../tax/tax-schemas';
import { typedDecimal } from '../i18n/typed-decimal';
import { businessTypes, storeSchema } from '../store/store-schemas';
import type { Store } from '../store/store-schemas';
import { currencySchema, localeSchema } from './locale-schemas';

/** The Business Type select's labels, in the order of the list. */
export const businessTypeLabels: Record<(typeof businessTypes)[number], string> = {
  garden_centre: 'Garden Centre',
  farm_shop: 'Farm Shop',
  pharmacy: 'Pharmacy',
  health_food: 'Health Food Store',
  cafe: 'Café',
  restaurant: 'Restaurant',
  hardware: 'Hardware Store',
  mobility: 'Mobility Store',
  deli: 'Delicatessen',
  charity: 'Charity Shop',
  other: 'Other',
};

const text = (max: number) => z.string().trim().max(max, refusal(messages.keepItUnder, { max }));

const taxRatePercent = () =>
  z
    .number(refusal(messages.enterTaxRate))
    .min(0, refusal(messages.taxRateRange))
    .max(100, refusal(messages.taxRateRange))
    .multipleOf(0.01, refusal(fieldMessages.twoDecimals));

/** The General tab: Business Information and Tax Settings, plus the time zone that decides business days. */
export const storeSettingsInputSchema = z.object({
  name: text(120).min(1, refusal(messages.enterBusinessName)),
  type: z.enum(businessTypes, refusal(messages.chooseBusinessType)),
  address: text(200),
  city: text(100),
  state: text(100),
  zip: text(20),
  phone: text(40).default(''),
  email: z.union([z.literal(''), z.email(refusal(messages.validEmail))]).default(''),
  taxRate: typedDecimal(taxRatePercent()),
  taxName: text(40).min(1, refusal(messages.enterTaxName)),
  /** A select sends 'true' or 'false'; left out, prices are without tax as before. */
  pricesIncludeTax: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean(refusal(messages.choosePricesShown)).default(false),
  ),
  additionalTaxes: storeTaxesSchema.default([]),
  timeZone: z.string().refine(isTimeZone, refusal(messages.chooseTimeZone)),
  /** Left out (an older client), the store keeps its language, currency and VAT number. */
  locale: localeSchema.optional(),
  currency: currencySchema.optional(),
  vatNumber: text(30).optional(),
});
export type StoreSettingsInput = z.output<typeof storeSettingsInputSchema>;

/** The same, as the form holds it: the tax rates as the person typed them, in their way ('8,25' in German). */
export const storeSettingsFormSchema = (locale: string) =>
  storeSettingsInputSchema.extend({
    taxRate: typedDecimal(taxRatePercent(), locale),
    additionalTaxes: storeTaxesFormSchema(locale).default([]),
  });
export type StoreSettingsFormValues = z.input<ReturnType<typeof storeSettingsFormSchema>>;

export const storeSettingsSchema = storeSchema;
export type StoreSettings = Store;
