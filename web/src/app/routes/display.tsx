import { useSearchParams } from 'react-router';
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
  // The shopper reads the store's language and money: a second window of the till knows them from its session; a
  // tablet no one signed in to speaks its browser's language (the till does not send the store's).
  const format = useSession().data?.format;
  const locale = pickAppLocale(format?.storeLocale, ...(typeof navigator === 'undefined' ? [] : navigator.languages));
  if (format) setMoneyFormat({ locale: format.storeLocale, currency: format.currency });
  setSessionLocale(locale);
  return (
    <DisplayIntlProvider locale={locale}>
      <CustomerDisplay localTillId={params.get('local') === '1' && till ? till : null} />
    </DisplayIntlProvider>
  );
}
