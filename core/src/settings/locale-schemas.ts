import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import { settingsMessages as messages } from './settings-messages';
import { isCurrencyCode, supportedLocales } from './locales';

export {
  asSupportedLocale,
  commonCurrencies,
  defaultCurrency,
  defaultLocale,
  isCurrencyCode,
  localeLabels,
  supportedLocales,
} from './locales';
export type { SupportedLocale } from './locales';

export const localeSchema = z.enum(supportedLocales, refusal(messages.chooseLanguage));

export const currencySchema = z.string().trim().toUpperCase().refine(isCurrencyCode, refusal(messages.currencyCode));

/** How a session reads and writes amounts and text: the store's currency, the person's language. */
export const sessionFormatSchema = z.object({
  /** The store's locale: its receipts, VAT invoices and reports' files. */
  storeLocale: localeSchema,
  /** The language this person works in: theirs if they chose one, otherwise the store's. */
  language: localeSchema,
  /** The one they chose; null: they follow the store's. */
  ownLanguage: localeSchema.nullable(),
  currency: z.string(),
});
export type SessionFormat = z.infer<typeof sessionFormatSchema>;
