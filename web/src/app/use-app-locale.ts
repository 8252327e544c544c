import type { AppLocale } from '@tillwise/core/settings/locale';
import { defaultLocale } from '@tillwise/core/settings/locale';
import { useSession } from '@/features/session/api/get-session';

/**
 * The locale every screen speaks: the signed-in person's own language, else their store's (the session works it out:
 * `format.language`), else US English. The till follows whoever signs in; the sign-in screen, before anyone has,
 * speaks US English.
 */
export function useAppLocale(): AppLocale {
  const session = useSession().data;
  // A session kept by a till before stores had a language has no format.
  return (session?.format as { language: AppLocale } | undefined)?.language ?? defaultLocale;
}
