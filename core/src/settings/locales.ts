// The languages and currencies Tillwise knows, without zod, so that the till's first load may read them.

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

/** The currencies the settings list first; any other ISO 4217 code may be typed. */
export const commonCurrencies = ['USD', 'CAD', 'GBP', 'EUR', 'AUD'] as const;
export const defaultCurrency = 'USD';

let knownCurrencies: Set<string> | undefined;
/** An ISO 4217 code this runtime knows how to format (EUR, JPY, KWD…). */
export function isCurrencyCode(code: string): boolean {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}

/** Whether a stored tag is one Tillwise speaks; an unknown one (a row edited by hand) reads as the default. */
export const asSupportedLocale = (tag: string | null | undefined): SupportedLocale =>
  (supportedLocales as readonly string[]).includes(tag ?? '') ? (tag as SupportedLocale) : defaultLocale;
