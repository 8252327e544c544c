import { useSearchParams } from 'react-router';
import { CustomerDisplay } from '@/features/display/components/customer-display';

/**
 * The customer display, outside the signed-in app (a tablet facing the customer is not signed in).
 * `/display` pairs by code; `/display?till=<id>&local=1` is a second window of the till's own browser.
 */
export function DisplayRoute() {
  const [params] = useSearchParams();
  const till = params.get('till');
  return <CustomerDisplay localTillId={params.get('local') === '1' && till ? till : null} />;
}
