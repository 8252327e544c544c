import { asSupportedLocale, defaultCurrency } from '@tillwise/core/settings/locale-schemas';

/**
 * The language a person works in (their own, else their store's) and their store's currency: what the session tells
 * the screens, and what the server's refusals are said in.
 */
export function sessionFormat(
  storeRow: { locale?: string | null; currency?: string | null } | undefined,
  userRow: { language?: string | null } | undefined,
) {
  const storeLocale = asSupportedLocale(storeRow?.locale);
  const ownLanguage = userRow?.language ? asSupportedLocale(userRow.language) : null;
  return {
    storeLocale,
    language: ownLanguage ?? storeLocale,
    ownLanguage,
    currency: storeRow?.currency ?? defaultCurrency,
  };
}
