import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryError } from '@/components/query-error';
import { useSession } from '@/features/session/api/get-session';
import { useThisTill } from '@/features/till/hooks/till-store';
import { sayCoreMessagesIn } from '@/lib/i18n/core-messages';
import { setMoneyFormat } from '@/lib/money';
import { setSessionLocale } from '@/lib/session-locale';
import type { Session } from '@tillwise/core/staff/staff-schemas';
import { AppLayout } from './app-layout';
import { SignedInAtContext } from './signed-in-at';

// Someone signed in never needs the sign-in screen, so it loads only when it is shown.
const SignInScreen = lazy(() =>
  import('@/features/session/components/sign-in-screen').then((m) => ({ default: m.SignInScreen })),
);

/**
 * Shows the sign-in screen until someone signs in, then the app at the address that was asked for (or, when the
 * person who signed in may not open that screen, their own first one). A browser that is a till signs in to the
 * till's store.
 */
export function SessionGate() {
  const intl = useIntl();
  const session = useSession();
  const till = useThisTill();
  const location = useLocation();
  // Where the sign-in screen was shown: Switch User leaves the last person's screen at the address.
  const [signedInAt, setSignedInAt] = useState<string | null>(null);
  if (session.isSuccess && !session.data && signedInAt !== location.key) setSignedInAt(location.key);
  if (session.isPending) {
    return (
      <div className="flex min-h-svh">
        <Skeleton className="hidden w-64 rounded-none md:block" />
        <div className="flex-1 space-y-4 p-8">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-5 w-96 max-w-full" />
        </div>
      </div>
    );
  }
  if (session.isError) {
    return (
      <div className="mx-auto max-w-lg p-8">
        <QueryError
          error={session.error}
          onRetry={() => void session.refetch()}
          title={intl.formatMessage({ id: 'session.couldNotStart', defaultMessage: 'Tillwise could not start' })}
        />
      </div>
    );
  }
  if (session.data) {
    const { language, currency } = formatOf(session.data);
    setMoneyFormat({ locale: language, currency });
    setSessionLocale(language);
    sayCoreMessagesIn(intl);
    return (
      <SignedInAtContext value={signedInAt}>
        {/* Drawn again when the person's language or the store's currency changes: every amount follows. */}
        <AppLayout key={`${language} ${currency}`} session={session.data} />
      </SignedInAtContext>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignInScreen storeId={till?.storeId} tillId={till?.id} />
    </Suspense>
  );
}

/** A session kept by a till before stores had a currency has no format: it was a US store. */
const formatOf = (session: Session) =>
  (session.format as Session['format'] | undefined) ?? { language: 'en-US', currency: 'USD' };
