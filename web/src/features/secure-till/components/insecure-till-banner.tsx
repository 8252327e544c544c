import { ShieldAlert } from 'lucide-react';
import { Link, useMatch } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { useTillStripOpen } from '@/hooks/use-till-strip';
import { cn } from '@/lib/cn';
import { useSecureAddress } from '../api/get-secure-address';
import { secureUrlOf } from '../lib/secure-context';

/**
 * Said plainly under the header on a page that is not a secure context (plain http at the shop's address): what
 * the till cannot do here, and where it can.
 */
export function InsecureTillBanner() {
  const secure = useSecureAddress();
  // At the till on a phone the warning folds into the shift bar's one line (its "Till actions" button shows it).
  const atTill = useMatch('/pos') !== null;
  const stripOpen = useTillStripOpen();
  const folded = atTill && !stripOpen;
  const url = secure.data ? secureUrlOf(secure.data.httpsPort) : null;
  return (
    <div
      role="alert"
      data-print="hide"
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:px-6',
        folded && 'max-tablet:hidden',
      )}
    >
      <ShieldAlert className="size-4 shrink-0" aria-hidden />
      <span className="font-medium">
        <FormattedMessage id="secureTill.banner.title" defaultMessage="Not a secure address:" />
      </span>
      <span>
        <FormattedMessage
          id="secureTill.banner.cannot"
          defaultMessage="this till cannot reload while the server is down, print over USB or serial, or sign in offline."
        />
      </span>
      {url ? (
        <a className="font-medium underline underline-offset-2" href={url}>
          <FormattedMessage id="secureTill.banner.openAt" defaultMessage="Open it at {url}" values={{ url }} />
        </a>
      ) : null}
      <Link className="underline underline-offset-2" to="/add-till">
        <FormattedMessage id="secureTill.banner.howToAdd" defaultMessage="How to add a till" />
      </Link>
    </div>
  );
}
