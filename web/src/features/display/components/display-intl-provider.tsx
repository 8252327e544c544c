import type { ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import type { IntlConfig } from 'react-intl';
import { defaultLocale } from '@tillwise/core/settings/locale';
import type { AppLocale } from '@tillwise/core/settings/locale';
import { loadMessages } from '@/lib/i18n/load-messages';

// A message the locale does not translate shows in US English: that is the design, not an error.
const reportIntlError: IntlConfig['onError'] = (error) => {
  if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) console.error(error);
};

/**
 * The customer display's words in the language it is given: the store's, not the cashier's own (the app's provider
 * speaks the signed-in person's), or the tablet's browser's when no one is signed in on it.
 */
export function DisplayIntlProvider({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const { data } = useQuery({
    queryKey: ['messages', locale],
    queryFn: async () => ({ locale, messages: await loadMessages(locale) }),
    staleTime: Infinity,
    gcTime: Infinity,
    placeholderData: keepPreviousData,
  });
  const shown = data ?? { locale: defaultLocale, messages: {} };
  return (
    <IntlProvider
      locale={shown.locale}
      defaultLocale={defaultLocale}
      messages={shown.messages}
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
}
