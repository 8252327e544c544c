import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DisplayFormat } from '@tillwise/core/display/display-schemas';
import { pickAppLocale } from '@tillwise/core/settings/locale';
import { CustomerDisplay } from '@/features/display/components/customer-display';
import { DisplayIntlProvider } from '@/features/display/components/display-intl-provider';
import { useSession } from '@/features/session/api/get-session';
import { setMoneyFormat } from '@/lib/money';
import { setSessionLocale } from '@/lib/session-locale';

/**
 * The customer display, outside the signed-in app (a tablet facing the customer is not signed in).
 * `/display` pairs by code; `/display?till=<id>&local=1` is a second window of the till's own browser.
 */
export function DisplayRoute() {
  const [params] = useSearchParams();
  const till = params.get('till');
  // The shopper reads the store's language and money: the till sends them with what it shows (a tablet no one signed
  // in to knows them no other way); a second window of the till also has them from its session; until either says,
  // the tablet's browser's language.
  const session = useSession().data?.format;
  const [sent, setSent] = useState<DisplayFormat | null>(null);
  const store = sent ?? (session && { locale: session.storeLocale, currency: session.currency });
  const locale = pickAppLocale(store?.locale, ...(typeof navigator === 'undefined' ? [] : navigator.languages));
  if (store) setMoneyFormat({ locale: store.locale, currency: store.currency });
  setSessionLocale(locale);
  return (
    <DisplayIntlProvider locale={locale}>
      <CustomerDisplay localTillId={params.get('local') === '1' && till ? till : null} onFormat={setSent} />
    </DisplayIntlProvider>
  );
}
