import type { AppLocale } from '@tillwise/core/settings/locale';
import { defaultLocale, pickAppLocale } from '@tillwise/core/settings/locale';
import { useSession } from '@/features/session/api/get-session';

/** The browser's languages, most preferred first (none where there is no browser: a test's). */
const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/**
 * The locale for a screen before anyone signs in (the sign-in screen): the first of the browser's preferred
 * languages that Tillwise speaks ('fr-CA' itself, 'fr' or 'fr-BE' as fr-FR), else US English.
 */
export const browserLocale = (languages: readonly string[] = browserLanguages()): AppLocale =>
  pickAppLocale(...languages);

/**
 * The locale every screen speaks: the signed-in person's own language, else their store's (the session works it out:
 * `format.language`); before anyone has signed in, the browser's preferred language when it is one of ours, else
 * US English.
 */
export function useAppLocale(): AppLocale {
  const session = useSession().data;
  if (!session) return browserLocale();
  // A session kept by a till before stores had a language has no format: it was a US store.
  return (session.format as { language: AppLocale } | undefined)?.language ?? defaultLocale;
}
