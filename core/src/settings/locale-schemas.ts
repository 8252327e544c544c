import { z } from 'zod';

/** The languages and formats a store (or a member of staff) may work in; en-US is the spec's own. */
export const supportedLocales = [
  'en-US',
  'en-GB',
  'en-CA',
  'en-AU',
  'fr-FR',
  'fr-CA',
  'de-DE',
  'es-ES',
  'nl-NL',
] as const;
export type SupportedLocale = (typeof supportedLocales)[number];
export const defaultLocale: SupportedLocale = 'en-US';

/** Each locale in its own language, as the language menus list it. */
export const localeLabels: Record<SupportedLocale, string> = {
  'en-US': 'English (United States)',
  'en-GB': 'English (United Kingdom)',
  'en-CA': 'English (Canada)',
  'en-AU': 'English (Australia)',
  'fr-FR': 'Français (France)',
  'fr-CA': 'Français (Canada)',
  'de-DE': 'Deutsch (Deutschland)',
  'es-ES': 'Español (España)',
  'nl-NL': 'Nederlands (Nederland)',
};

export const localeSchema = z.enum(supportedLocales, { error: 'Choose a language' });

/** The currencies the settings list first; any other ISO 4217 code may be typed. */
export const commonCurrencies = ['USD', 'CAD', 'GBP', 'EUR', 'AUD'] as const;
export const defaultCurrency = 'USD';

let knownCurrencies: Set<string> | undefined;
/** An ISO 4217 code this runtime knows how to format (EUR, JPY, KWD…). */
export function isCurrencyCode(code: string): boolean {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}

export const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, 'Enter a currency code such as USD, EUR or GBP');

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

/** Whether a stored tag is one Tillwise speaks; an unknown one (a row edited by hand) reads as the default. */
export const asSupportedLocale = (tag: string | null | undefined): SupportedLocale =>
  (supportedLocales as readonly string[]).includes(tag ?? '') ? (tag as SupportedLocale) : defaultLocale;
