import { defaultLocale, supportedLocales } from './locales';
import type { SupportedLocale } from './locales';

/**
 * The languages Tillwise speaks, each for a region (issue 47): a store's and its staff's choices. US English is the
 * default: every screen's text is written in it, and any message a locale does not translate shows in it.
 */
export const appLocales = supportedLocales;
export type AppLocale = SupportedLocale;
export { defaultLocale };

/**
 * Where a locale takes a message it does not translate before falling back to US English: Canadian French from
 * France's. The English of Britain, Canada and Australia differs from the US's in a few words, so they go straight
 * to US English, as every other locale does.
 */
export const localeParents: Partial<Record<AppLocale, AppLocale>> = { 'fr-CA': 'fr-FR' };

/** The locales whose catalogues a locale reads, its own last so that it wins: fr-CA reads fr-FR, then fr-CA. */
export function catalogueChain(locale: AppLocale): AppLocale[] {
  const parent = localeParents[locale];
  return parent ? [...catalogueChain(parent), locale] : [locale];
}

/** One of our locales for a language tag: the same tag in any case ('fr-ca'), or the first in its language ('fr'). */
export function toAppLocale(tag: string | null | undefined): AppLocale | null {
  if (!tag) return null;
  const wanted = tag.trim().replace('_', '-').toLowerCase();
  const exact = appLocales.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return appLocales.find((locale) => locale.startsWith(`${language}-`)) ?? null;
}

/**
 * The locale a screen speaks: the first choice that names one of ours (the signed-in person's own language, then
 * the store's), else US English.
 */
export function pickAppLocale(...choices: (string | null | undefined)[]): AppLocale {
  for (const choice of choices) {
    const locale = toAppLocale(choice);
    if (locale) return locale;
  }
  return defaultLocale;
}
