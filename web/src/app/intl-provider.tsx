import type { ReactNode } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import type { IntlConfig } from 'react-intl';
import { defaultLocale } from '@tillwise/core/settings/locale';
import type { AppLocale } from '@tillwise/core/settings/locale';
import { loadMessages } from '@/lib/i18n/load-messages';
import { useAppLocale } from './use-app-locale';

const getMessagesQueryOptions = (locale: AppLocale) =>
  queryOptions({
    queryKey: ['messages', locale],
    queryFn: async () => ({ locale, messages: await loadMessages(locale) }),
    staleTime: Infinity,
    gcTime: Infinity,
    // The screens keep the language they speak until the next one's catalogue is in: no flash of English.
    placeholderData: keepPreviousData,
  });

const usEnglish = { locale: defaultLocale, messages: {} };

// A message a locale does not translate shows in US English: that is the design, not an error.
const reportIntlError: IntlConfig['onError'] = (error) => {
  if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) console.error(error);
};

/** Every message on every screen, in the locale of whoever is signed in (useAppLocale). */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const { data = usEnglish } = useQuery(getMessagesQueryOptions(useAppLocale()));
  return (
    <IntlProvider locale={data.locale} defaultLocale={defaultLocale} messages={data.messages} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}
