import { pickAppLocale } from '@tillwise/core/settings/locale';
import type { AppLocale } from '@tillwise/core/settings/locale';
import { useSession } from '@/features/session/api/get-session';

/**
 * What the session may say about language. Staff gain `language` and stores `locale` with migration 045; until the
 * session carries them both read as missing, and once it does this hook needs no change.
 */
interface LocaleChoices {
  user: { id: string; language?: string | null };
  store: { id: string; locale?: string | null };
}

/**
 * The locale every screen speaks: the signed-in person's own language, else their store's, else US English. The
 * till follows whoever signs in; the sign-in screen, before anyone has, speaks US English.
 */
export function useAppLocale(): AppLocale {
  const session: LocaleChoices | null | undefined = useSession().data;
  return pickAppLocale(session?.user.language, session?.store.locale);
}
