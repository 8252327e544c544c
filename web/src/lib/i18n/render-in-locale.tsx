import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { defaultLocale } from '@tillwise/core/settings/locale';
import type { AppLocale } from '@tillwise/core/settings/locale';
import { setSessionLocale } from '@/lib/session-locale';
import { loadMessages } from './load-messages';

/**
 * For tests: what a piece of the screen shows in a locale, as the app's provider gives it (its catalogues, US English
 * for the rest), rendered to HTML. Any error but a message left untranslated fails the render.
 */
export async function renderInLocale(locale: AppLocale, node: ReactNode): Promise<string> {
  const messages = await loadMessages(locale);
  // As the session gate does: dates and money outside react-intl follow the signed-in person's language.
  setSessionLocale(locale);
  return renderToStaticMarkup(
    <IntlProvider
      locale={locale}
      defaultLocale={defaultLocale}
      messages={messages}
      onError={(error) => {
        if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) throw error;
      }}
    >
      {node}
    </IntlProvider>,
  );
}
